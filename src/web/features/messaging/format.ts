import { cutTitle } from '../../../shared/search/title.js';
import type { ConversationSummary, Participant } from '../../../shared/messaging/contracts.js';
import { formatGrouped } from '../../../shared/text/grouped.js';

export { relativeTime } from '../../../shared/dates.js';

/** SPEC §9: the notification and message badges say 99+ above 99; nothing for none. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

/** 'Camille D.': the other member as the server names them (first name, last initial). */
export function participantName(p: Participant): string {
  const last = p.last_name.trim();
  if (!last) return p.first_name;
  return `${p.first_name} ${last.length === 1 ? `${last}.` : last}`;
}

/**
 * The last message as a list shows it: cut at 50 characters with an ellipsis (SPEC §9, the
 * same cut as every title), 'Photo' for images alone, 'You: ' before the viewer's own.
 */
export function lastMessagePreview(c: Pick<ConversationSummary, 'last_message' | 'last_message_attachments' | 'last_message_mine'>): string {
  const text = (c.last_message ?? '').replace(/\s+/g, ' ').trim();
  let shown: string;
  if (text) shown = cutTitle(text);
  else if (c.last_message_attachments > 1) shown = `${c.last_message_attachments} photos`;
  else if (c.last_message_attachments === 1) shown = 'Photo';
  else return 'No messages yet';
  return c.last_message_mine ? `You: ${shown}` : shown;
}

/** '3 unread messages' for a screen reader beside a badge. */
export function unreadText(count: number): string {
  return `${formatGrouped(count)} unread ${count === 1 ? 'message' : 'messages'}`;
}

/** Ends a sentence once: 'You blocked Camille D.' rather than 'Camille D..'. */
export function sentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

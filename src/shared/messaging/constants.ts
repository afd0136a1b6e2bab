/** Messaging's numbers and lists, without the schemas (zod) that use them: the web's header reads these. */

/** A message's text, after trimming; longer is a 400 that says the limit. */
export const MESSAGE_MAX_CHARS = 4000;
/** Images one message may carry. */
export const MESSAGE_ATTACHMENTS_MAX = 4;
/** One attachment: an image checked by its bytes, at most 10 MB (the image-search hint's limit). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
/** SPEC §9: the drop-down shows 5 conversations, the last message cut at 50 characters. */
export const DROPDOWN_CONVERSATIONS = 5;
export const LAST_MESSAGE_PREVIEW_CHARS = 50;
/** SPEC §7: the unread count is polled every 120 s (and pushed live). */
export const UNREAD_POLL_MS = 120_000;
export const CONVERSATIONS_PAGE_MAX = 50;
export const MESSAGES_PAGE_MAX = 100;

import { clsx } from 'clsx';
import type { Participant } from '../../../../shared/messaging/contracts.js';

/**
 * The other member's picture, or their initials. Decorative: their name is always written
 * beside it. (The accounts feature draws the viewer's own; features do not share components.)
 */
export function ParticipantAvatar({ participant, className }: { participant: Participant; className?: string }) {
  if (participant.avatar_url) {
    return <img src={participant.avatar_url} alt="" className={clsx('size-10 shrink-0 rounded-full object-cover', className)} />;
  }
  const initials = [participant.first_name, participant.last_name]
    .map((w) => Array.from(w.trim())[0]?.toUpperCase() ?? '')
    .join('');
  return (
    // Drawn by CSS so the initials never join the accessible name of the link around them.
    <span
      aria-hidden="true"
      data-initials={initials}
      className={clsx(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-parchment text-xs font-semibold text-ink before:content-[attr(data-initials)]',
        className,
      )}
    />
  );
}

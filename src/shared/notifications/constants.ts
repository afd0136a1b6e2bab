/** Notifications' numbers, badge and modes, without the schemas (zod) that use them: the web's header reads these. */

/** SPEC §9: the list loads 50. */
export const NOTIFICATIONS_PAGE = 50;
/** SPEC §9: the badge shows 99+ above 99, 9+ in the compact (mobile) menu. */
export const BADGE_MAX = 99;
export const COMPACT_BADGE_MAX = 9;
/** At most this many ids in one "mark several read". */
export const MARK_MANY_MAX = 200;

/** '99+' above 99 (or '9+' above 9 compact); null for none. */
export function badgeText(count: number, compact = false): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  const max = compact ? COMPACT_BADGE_MAX : BADGE_MAX;
  return count > max ? `${max}+` : String(Math.floor(count));
}

export const EMAIL_MODES = ['off', 'immediately', 'daily'] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];

/** SPEC §8. */
export const NOTIFICATIONS_FAILED = 'Failed to load notifications';
export const NOTIFICATIONS_EMPTY = 'No notifications yet';

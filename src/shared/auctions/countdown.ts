/**
 * SPEC §4: the countdown reads days+hours, hours+minutes or minutes, and ENDED once
 * ends_at has passed; the card's time-left badge shows days if at least one day remains,
 * otherwise hours, otherwise minutes.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const ENDED = 'ENDED';

function remaining(endsAt: Date | string, now: Date): number {
  const end = typeof endsAt === 'string' ? new Date(endsAt) : endsAt;
  return end.getTime() - now.getTime();
}

export function countdown(endsAt: Date | string, now: Date = new Date()): string {
  const ms = remaining(endsAt, now);
  if (!(ms > 0)) return ENDED;
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days >= 1) return `${days}d ${hours}h`;
  if (hours >= 1) return `${hours}h ${minutes}m`;
  return `${Math.max(minutes, 1)}m`;
}

export function timeLeftBadge(endsAt: Date | string, now: Date = new Date()): string {
  const ms = remaining(endsAt, now);
  if (!(ms > 0)) return ENDED;
  if (ms >= DAY) return `${Math.floor(ms / DAY)}d`;
  if (ms >= HOUR) return `${Math.floor(ms / HOUR)}h`;
  return `${Math.max(Math.floor(ms / MINUTE), 1)}m`;
}

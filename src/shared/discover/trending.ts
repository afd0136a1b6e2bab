/**
 * Trending on /community/discover (issue #37, decision 059). Each event on an entry or a
 * portfolio in the last 7 days counts with a weight, halved for every 24 hours since it
 * happened:
 *
 *   trending = Σ weight(event) × 0.5 ^ (age in hours / 24), events of the last 7 days
 *   weight: appreciation 1, comment 2, follow 3
 *
 * The job computes it in SQL with the same constants (community-boards/boards-sources.repo.ts) and stores
 * it; a request reads it off an index. A server test checks the stored score against this.
 */
export const TRENDING_WEIGHTS = { appreciation: 1, comment: 2, follow: 3 } as const;
export type TrendingEventKind = keyof typeof TRENDING_WEIGHTS;
export const TRENDING_HALF_LIFE_HOURS = 24;
export const TRENDING_WINDOW_DAYS = 7;

export const TRENDING_FORMULA =
  'Trending: each appreciation counts 1, each comment 2 and each follow 3, halved for every 24 hours since it happened; only the last 7 days count.';

export interface TrendingEvent {
  kind: TrendingEventKind;
  at: Date;
}

export function trendingScore(events: readonly TrendingEvent[], now: Date): number {
  const windowMs = TRENDING_WINDOW_DAYS * 24 * 3600_000;
  let score = 0;
  for (const e of events) {
    const age = now.getTime() - e.at.getTime();
    if (age < 0 || age > windowMs) continue;
    score += TRENDING_WEIGHTS[e.kind] * 0.5 ** (age / 3600_000 / TRENDING_HALF_LIFE_HOURS);
  }
  return score;
}

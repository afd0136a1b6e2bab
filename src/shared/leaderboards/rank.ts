/**
 * The order of a board (decision 059): the higher figure first; a tie goes to the member who
 * joined Patina first; should two have joined in the same instant, the smaller account id.
 * The job's SQL orders by exactly these keys (value desc, joined_at asc, user_id asc), and a
 * server test checks a computed board against this function.
 */
export interface Ranked {
  userId: string;
  value: number;
  joinedAt: Date;
}

export function compareRanked(a: Ranked, b: Ranked): number {
  if (a.value !== b.value) return b.value - a.value;
  const t = a.joinedAt.getTime() - b.joinedAt.getTime();
  if (t !== 0) return t;
  return a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;
}

/** Ranks 1..n in board order (every member gets a distinct rank: ties are broken, not shared). */
export function rankAll<T extends Ranked>(rows: readonly T[]): (T & { rank: number })[] {
  return [...rows].sort(compareRanked).map((r, i) => ({ ...r, rank: i + 1 }));
}

/** Growth in basis points from the value then to the value now; null when there was nothing then. */
export function growthBasisPoints(then: number, now: number): number | null {
  if (!(then > 0)) return null;
  return Math.round(((now - then) * 10_000) / then);
}

/** The page (1-based) a rank falls on. */
export function pageOfRank(rank: number, pageSize: number): number {
  return Math.floor((rank - 1) / pageSize) + 1;
}

/** Whether a member entered the top `top` between two runs (a crossing: outside or absent before, inside now). */
export function crossedInto(before: number | null, after: number | null, top: number): boolean {
  return after !== null && after <= top && (before === null || before > top);
}

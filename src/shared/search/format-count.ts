/** SPEC §9: counts show as K and M with one decimal ('1.5K', '2.3M'); below 1,000 as is. */
export function formatCount(n: number): string {
  if (!Number.isFinite(n) || n < 0) return '0';
  const whole = Math.floor(n);
  if (whole < 1000) return String(whole);
  if (whole < 999_950) return `${(whole / 1000).toFixed(1)}K`;
  return `${(whole / 1_000_000).toFixed(1)}M`;
}

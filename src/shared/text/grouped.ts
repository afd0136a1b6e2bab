import { lazy } from '../lazy.js';

const plain = lazy(() => new Intl.NumberFormat('en-US'));

/**
 * A count as our pages write it, '12,480': the text of `n.toLocaleString('en-US')`. That call
 * builds a new ICU formatter each time, several milliseconds on a phone, and a page with ten
 * category counts spent 66 ms in one render on it (#10 item 17). Whole numbers, which every
 * count is, are grouped by hand; anything else goes through one kept formatter.
 */
export function formatGrouped(n: number): string {
  if (!Number.isSafeInteger(n)) return plain().format(n);
  const digits = String(Math.abs(n));
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return n < 0 || Object.is(n, -0) ? `-${out}` : out;
}

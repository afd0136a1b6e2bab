import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed webhooks, the way real processors sign them: the header carries the time and an
 * HMAC-SHA256 of `${time}.${body}` under the shared secret, so a body cannot be changed and
 * an old delivery cannot be replayed outside the tolerance.
 */
export const SIGNATURE_HEADER = 'x-patina-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function sign(body: string, secret: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

export type SignatureProblem = 'missing' | 'malformed' | 'mismatch' | 'too_old';

/** null when the header signs `body` within the tolerance of `now`; else what is wrong. */
export function verify(body: string, header: string | undefined, secret: string, now: Date): SignatureProblem | null {
  if (!header) return 'missing';
  const parts = new Map(header.split(',').map((p) => [p.slice(0, p.indexOf('=')).trim(), p.slice(p.indexOf('=') + 1).trim()] as const));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) return 'malformed';
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) return 'mismatch';
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) return 'too_old';
  return null;
}

import { describe, expect, it } from 'vitest';
import { sign, verify } from './webhook-signature.js';

const at = new Date('2026-11-25T12:00:00Z');
const body = '{"id":"evt_1","type":"charge.captured"}';

describe('webhook signatures', () => {
  it('verify a body signed with the secret within 5 minutes', () => {
    const header = sign(body, 's3cret', at);
    expect(header).toMatch(/^t=1795608000,v1=[0-9a-f]{64}$/);
    expect(verify(body, header, 's3cret', at)).toBeNull();
    expect(verify(body, header, 's3cret', new Date(at.getTime() + 300_000))).toBeNull();
  });
  it('refuse another secret, a changed body, a missing or malformed header, an old or future time', () => {
    const header = sign(body, 's3cret', at);
    expect(verify(body, header, 'other', at)).toBe('mismatch');
    expect(verify(body.replace('captured', 'refunded'), header, 's3cret', at)).toBe('mismatch');
    expect(verify(body, undefined, 's3cret', at)).toBe('missing');
    expect(verify(body, 'v1=abc', 's3cret', at)).toBe('malformed');
    expect(verify(body, header, 's3cret', new Date(at.getTime() + 301_000))).toBe('too_old');
    expect(verify(body, header, 's3cret', new Date(at.getTime() - 301_000))).toBe('too_old');
  });
});

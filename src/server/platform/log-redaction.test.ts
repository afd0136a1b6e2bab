import { describe, expect, it } from 'vitest';
import { redactSecrets, redactValue } from './log-redaction.js';

describe('log redaction', () => {
  it('hides tokens and codes in query strings and reset paths', () => {
    expect(redactSecrets('/api/auth/verify-email?token=eyJhbGciOi.abc&callbackURL=%2F')).toBe('/api/auth/verify-email?token=[redacted]&callbackURL=%2F');
    expect(redactSecrets('GET /auth/reset-password?token=Zx81_k-9')).toBe('GET /auth/reset-password?token=[redacted]');
    expect(redactSecrets('http://localhost:3000/api/auth/reset-password/Abc123?callbackURL=/x')).toBe(
      'http://localhost:3000/api/auth/reset-password/[redacted]?callbackURL=/x',
    );
    expect(redactSecrets('/api/auth/callback/google?code=4%2F0Ab&state=xyz')).toBe('/api/auth/callback/google?code=[redacted]&state=[redacted]');
    expect(redactSecrets('/api/search?q=token')).toBe('/api/search?q=token');
  });

  it('redacts inside objects, arrays and errors', () => {
    expect(redactValue({ url: '/x?token=1', list: ['?code=2'], n: 3 })).toEqual({ url: '/x?token=[redacted]', list: ['?code=[redacted]'], n: 3 });
    expect(redactValue(new Error('bad /reset-password/abc'))).toBe('bad /reset-password/[redacted]');
  });
});

import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, passwordStrength } from './password-strength.js';

// The first call loads zxcvbn's dictionaries: seconds on a busy machine, not the 5 s default.
describe('passwordStrength', { timeout: 30_000 }, () => {
  it('refuses common, short and sequential passwords', () => {
    for (const weak of ['password', 'password1', '12345678', 'qwertyuiop', 'abc', 'aaaaaaaaaaaa', 'iloveyou2024']) {
      expect(passwordStrength(weak).acceptable, weak).toBe(false);
    }
  });

  it('accepts long, unpredictable passphrases', () => {
    for (const strong of ['Velvet-Quartz-Harbor-91', 'correct horse battery staple', 'tX9#mQ2!vLp7']) {
      const s = passwordStrength(strong);
      expect(s.acceptable, strong).toBe(true);
      expect(s.score).toBeGreaterThanOrEqual(3);
    }
  });

  it('counts the member\'s own name and email as known words', () => {
    const password = 'castellanesofia';
    expect(passwordStrength(password).acceptable).toBe(true);
    expect(passwordStrength(password, ['Sofia Castellane', 'sofia@patina.demo']).acceptable).toBe(false);
  });

  it('bounds the length at 8 to 128 characters', () => {
    expect(passwordStrength('x'.repeat(PASSWORD_MAX_LENGTH + 1)).acceptable).toBe(false);
    expect(passwordStrength('Tq7#').score).toBe(0);
  });
});

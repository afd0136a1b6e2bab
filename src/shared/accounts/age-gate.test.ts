import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AGE_VERIFICATION_MS, INCOMPLETE_DATE_MESSAGE, UNDER_AGE_MESSAGE, ageGateState, ageOn, ageVerificationValid, birthYears,
} from './age-gate.js';

const now = new Date(2026, 10, 24, 12);

describe('age gate (SPEC §4, §5)', () => {
  it('offers the last 100 years, newest first', () => {
    const years = birthYears(now);
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1927);
  });

  it('asks for the whole date, then refuses under 18, then verifies', () => {
    expect(ageGateState({ day: 24, month: 11, year: null }, now)).toEqual({ kind: 'incomplete', message: INCOMPLETE_DATE_MESSAGE });
    expect(ageGateState({ day: 31, month: 2, year: 2000 }, now)).toEqual({ kind: 'incomplete', message: INCOMPLETE_DATE_MESSAGE });
    expect(ageGateState({ day: 25, month: 11, year: 2008 }, now)).toEqual({ kind: 'under-age', message: UNDER_AGE_MESSAGE });
    expect(ageGateState({ day: 24, month: 11, year: 2008 }, now)).toEqual({ kind: 'verified' });
    expect(UNDER_AGE_MESSAGE).toBe('You must be 18 or older to access this category.');
    expect(INCOMPLETE_DATE_MESSAGE).toBe('Please select your complete date of birth.');
  });

  it('holds a verification for 24 hours from when it was stored', () => {
    const at = now.getTime();
    expect(ageVerificationValid(at, at + AGE_VERIFICATION_MS - 1)).toBe(true);
    expect(ageVerificationValid(at, at + AGE_VERIFICATION_MS)).toBe(false);
    expect(ageVerificationValid(null, at)).toBe(false);
    expect(ageVerificationValid(at + 1000, at)).toBe(false);
  });

  it('computes an age that grows by exactly one on each birthday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1927, max: 2026 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), (year, month, day) => {
        const birthday = new Date(2030, month - 1, day, 12);
        const eve = new Date(birthday.getTime() - 86_400_000);
        return ageOn({ day, month, year }, birthday) === 2030 - year && ageOn({ day, month, year }, eve) === 2030 - year - 1;
      }),
    );
  });
});

/**
 * The age gate of Fine Living (SPEC §2, §4, §5): a date of birth from three selects, an age
 * of 18 or more, and a verification that holds for 24 hours from when it was stored.
 */
export const AGE_THRESHOLD = 18;
export const AGE_VERIFICATION_MS = 24 * 60 * 60 * 1000;
export const AGE_YEARS_OFFERED = 100;
export const INCOMPLETE_DATE_MESSAGE = 'Please select your complete date of birth.';
export const UNDER_AGE_MESSAGE = 'You must be 18 or older to access this category.';

export interface BirthDate {
  day: number | null;
  /** 1-12. */
  month: number | null;
  year: number | null;
}

export type AgeGateState = { kind: 'incomplete'; message: string } | { kind: 'under-age'; message: string } | { kind: 'verified' };

/** The last 100 years, newest first. */
export function birthYears(now: Date): number[] {
  const current = now.getFullYear();
  return Array.from({ length: AGE_YEARS_OFFERED }, (_, i) => current - i);
}

export function daysInMonth(month: number, year: number): number {
  return new Date(year, month, 0).getDate();
}

/** Whole years between a birth date and `now`, in the reader's calendar. */
export function ageOn(birth: { day: number; month: number; year: number }, now: Date): number {
  let age = now.getFullYear() - birth.year;
  const beforeBirthday = now.getMonth() + 1 < birth.month || (now.getMonth() + 1 === birth.month && now.getDate() < birth.day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** Incomplete date, then under 18, then verified (SPEC §4). */
export function ageGateState(birth: BirthDate, now: Date): AgeGateState {
  const { day, month, year } = birth;
  if (day === null || month === null || year === null || day > daysInMonth(month, year)) {
    return { kind: 'incomplete', message: INCOMPLETE_DATE_MESSAGE };
  }
  return ageOn({ day, month, year }, now) >= AGE_THRESHOLD ? { kind: 'verified' } : { kind: 'under-age', message: UNDER_AGE_MESSAGE };
}

/** Whether a verification stored at `verifiedAt` (ms) still holds at `now`. */
export function ageVerificationValid(verifiedAt: number | null, now: number): boolean {
  return verifiedAt !== null && Number.isFinite(verifiedAt) && verifiedAt <= now && now - verifiedAt < AGE_VERIFICATION_MS;
}

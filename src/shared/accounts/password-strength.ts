import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/**
 * The one password-strength rule (SPEC §5), shared so the sign-up meter and the server
 * agree: length 8-128 (ASVS L2), then zxcvbn's estimate must reach 3 of 4 ("safely
 * unguessable"), counting the member's own name and email as known words.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MIN_SCORE = 3;
export const WEAK_PASSWORD_MESSAGE = 'Password is too weak. Please choose a stronger password.';

export interface PasswordStrength {
  /** 0 (guessable in moments) to 4 (very unguessable). */
  score: 0 | 1 | 2 | 3 | 4;
  acceptable: boolean;
  /** zxcvbn's advice, in English, for the meter's hint line. */
  warning: string | null;
  suggestions: string[];
}

let factory: ZxcvbnFactory | null = null;
function estimator(): ZxcvbnFactory {
  // Built on first use: the dictionaries are large and most pages never check a password.
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return factory;
}

/** Splits names and emails into the words an attacker would try first. */
function knownWords(userInputs: readonly string[]): string[] {
  const words = new Set<string>();
  for (const input of userInputs) {
    const value = input.trim().toLowerCase();
    if (!value) continue;
    words.add(value);
    for (const part of value.split(/[\s@._+-]+/)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

export const PERSONAL_PASSWORD_WARNING = 'Your password must not contain your name or email address.';

/**
 * The member's own words a password may not contain: every name part of three letters or
 * more, and the email's local part and its pieces (not the domain: "gmail" is nobody's).
 */
export function personalWords(userInputs: readonly string[]): string[] {
  const words = new Set<string>();
  for (const input of userInputs) {
    const value = input.normalize('NFKC').trim().toLowerCase();
    if (!value) continue;
    const personal = value.includes('@') ? value.slice(0, value.lastIndexOf('@')) : value;
    if (personal.length >= 3) words.add(personal);
    for (const part of personal.split(/[\s._+-]+/)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

export function containsPersonalWord(password: string, userInputs: readonly string[]): boolean {
  const lower = password.normalize('NFKC').toLowerCase();
  return personalWords(userInputs).some((word) => lower.includes(word));
}

export function passwordStrength(password: string, userInputs: readonly string[] = []): PasswordStrength {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    return { score: 0, acceptable: false, warning: null, suggestions: [] };
  }
  if (containsPersonalWord(password, userInputs)) {
    return { score: 0, acceptable: false, warning: PERSONAL_PASSWORD_WARNING, suggestions: [] };
  }
  const result = estimator().check(password, knownWords(userInputs));
  const score = result.score as PasswordStrength['score'];
  return {
    score,
    acceptable: score >= PASSWORD_MIN_SCORE,
    warning: result.feedback.warning || null,
    suggestions: result.feedback.suggestions,
  };
}

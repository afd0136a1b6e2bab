import { z } from 'zod';
import { AUTH_MESSAGES } from './auth-messages.js';

/**
 * The join form of SPEC §3 and its rules of §5: full name, email, password and its
 * confirmation. The password's strength is judged elsewhere (password-strength.ts) and
 * passed in, so this stays free of the dictionary.
 */
export const signUpFormSchema = z.object({
  fullName: z.string().max(200),
  email: z.string().trim().max(254),
  password: z.string().max(256),
  confirmPassword: z.string().max(256),
});

export type SignUpForm = z.infer<typeof signUpFormSchema>;

/** SPEC §5: the full name is split at the first space into first and last name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const name = fullName.trim().replace(/\s+/g, ' ');
  const space = name.indexOf(' ');
  if (space === -1) return { firstName: name, lastName: '' };
  return { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
}

/**
 * The first §5 message the form breaks, in the order the checks run (match, strength,
 * name), or null when it may be sent.
 */
export function signUpFormError(form: SignUpForm, passwordIsStrong: boolean): string | null {
  if (form.password !== form.confirmPassword) return AUTH_MESSAGES.passwordsDoNotMatch;
  if (!passwordIsStrong) return AUTH_MESSAGES.passwordNotSecure;
  if (!form.fullName.trim()) return AUTH_MESSAGES.fullNameRequired;
  return null;
}

/**
 * What the sign-in and join forms say when something goes wrong (SPEC §4, §5, §8), letter
 * for letter. The provider (Better Auth) answers `{ code, message }`; these pure functions
 * turn that, or a thrown exception, into the sentence a person reads.
 */

export const AUTH_MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordNotSecure: 'Password does not meet security requirements',
  fullNameRequired: 'Please enter your full name',
  invalidCredentials: 'Invalid email or password. Please try again.',
  emailNotVerified: 'Please verify your email address before signing in.',
  loginFailed: 'Login failed. Please try again.',
  alreadyRegistered:
    "This email is already registered. If you haven't verified your email yet, please check your inbox for a verification link. Otherwise, try signing in instead.",
  invalidEmail: 'Please enter a valid email address.',
  passwordTooWeak: 'Password is too weak. Please choose a stronger password.',
  registrationFailed: 'Registration failed. Please try again.',
  authenticationFailed: 'Authentication failed.',
  verificationSent: 'Verification email sent! Please check your inbox.',
  verificationFailed: 'Failed to send verification email. Please try again.',
} as const;

/** The error a provider call answers with; either part may be missing. */
export interface ProviderError {
  code?: string | null;
  message?: string | null;
}

function text(error: ProviderError): string {
  return `${error.code ?? ''} ${error.message ?? ''}`.toLowerCase().replace(/_/g, ' ');
}

function providerMessage(error: ProviderError): string | null {
  const message = error.message?.trim();
  return message ? message : null;
}

/** SPEC §8 "Login". */
export function signInErrorMessage(error: ProviderError): string {
  const t = text(error);
  if (t.includes('invalid login credentials') || t.includes('invalid email or password')) return AUTH_MESSAGES.invalidCredentials;
  if (t.includes('email not confirmed') || t.includes('email not verified')) return AUTH_MESSAGES.emailNotVerified;
  return providerMessage(error) ?? AUTH_MESSAGES.loginFailed;
}

/** SPEC §8 "Sign-up". */
export function signUpErrorMessage(error: ProviderError): string {
  const t = text(error);
  if (t.includes('already registered') || t.includes('user already exists') || t.includes('already exists')) {
    return AUTH_MESSAGES.alreadyRegistered;
  }
  if (t.includes('invalid email')) return AUTH_MESSAGES.invalidEmail;
  if (t.includes('password too short') || t.includes('password too weak') || t.includes('weak password') || t.includes('password is too weak')) {
    return AUTH_MESSAGES.passwordTooWeak;
  }
  return providerMessage(error) ?? AUTH_MESSAGES.registrationFailed;
}

/** SPEC §8: an unexpected exception shows its message, else 'Authentication failed.'. */
export function unexpectedErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  return AUTH_MESSAGES.authenticationFailed;
}

/** SPEC §4: the 'Resend verification email' link appears when the error mentions both. */
export function offersVerificationResend(message: string | null | undefined): boolean {
  if (!message) return false;
  const t = message.toLowerCase();
  return t.includes('already registered') && t.includes('verification');
}

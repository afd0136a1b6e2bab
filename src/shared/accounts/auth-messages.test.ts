import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  offersVerificationResend,
  signInErrorMessage,
  signUpErrorMessage,
  unexpectedErrorMessage,
} from './auth-messages.js';

describe('sign-in errors (SPEC §8)', () => {
  it('says invalid email or password for invalid login credentials, in either wording', () => {
    expect(signInErrorMessage({ message: 'Invalid login credentials' })).toBe('Invalid email or password. Please try again.');
    expect(signInErrorMessage({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' })).toBe(
      'Invalid email or password. Please try again.',
    );
  });

  it('asks to verify the address when the email is not confirmed', () => {
    expect(signInErrorMessage({ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' })).toBe(
      'Please verify your email address before signing in.',
    );
    expect(signInErrorMessage({ message: 'Email not confirmed' })).toBe('Please verify your email address before signing in.');
  });

  it("passes the provider's message through, else 'Login failed. Please try again.'", () => {
    expect(signInErrorMessage({ code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a minute and try again.' })).toBe(
      'Too many attempts. Please wait a minute and try again.',
    );
    expect(signInErrorMessage({})).toBe('Login failed. Please try again.');
    expect(signInErrorMessage({ message: '   ' })).toBe('Login failed. Please try again.');
  });
});

describe('sign-up errors (SPEC §8)', () => {
  it('explains an address that is already registered', () => {
    const expected =
      "This email is already registered. If you haven't verified your email yet, please check your inbox for a verification link. Otherwise, try signing in instead.";
    expect(signUpErrorMessage({ message: 'User already registered' })).toBe(expected);
    expect(signUpErrorMessage({ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'User already exists. Use another email.' })).toBe(expected);
  });

  it('asks for a valid email address', () => {
    expect(signUpErrorMessage({ code: 'INVALID_EMAIL', message: 'Invalid email' })).toBe('Please enter a valid email address.');
  });

  it('calls a short or weak password too weak', () => {
    const expected = 'Password is too weak. Please choose a stronger password.';
    expect(signUpErrorMessage({ code: 'PASSWORD_TOO_SHORT', message: 'Password too short' })).toBe(expected);
    expect(signUpErrorMessage({ code: 'PASSWORD_TOO_WEAK', message: 'anything' })).toBe(expected);
    expect(signUpErrorMessage({ message: 'Password should be at least 6 characters. Weak password' })).toBe(expected);
  });

  it("passes the provider's message through, else 'Registration failed. Please try again.'", () => {
    expect(signUpErrorMessage({ code: 'NAME_REQUIRED', message: 'Please enter your full name.' })).toBe('Please enter your full name.');
    expect(signUpErrorMessage({ code: 'X' })).toBe('Registration failed. Please try again.');
  });
});

describe('unexpected exceptions', () => {
  it("show the exception's message, else 'Authentication failed.'", () => {
    expect(unexpectedErrorMessage(new Error('Network down'))).toBe('Network down');
    expect(unexpectedErrorMessage(new Error(''))).toBe('Authentication failed.');
    expect(unexpectedErrorMessage(undefined)).toBe('Authentication failed.');
    expect(unexpectedErrorMessage({ weird: true })).toBe('Authentication failed.');
  });
});

describe('resend link (SPEC §4)', () => {
  it("appears only when the error mentions 'already registered' and 'verification'", () => {
    expect(offersVerificationResend(AUTH_MESSAGES.alreadyRegistered)).toBe(true);
    expect(offersVerificationResend(AUTH_MESSAGES.emailNotVerified)).toBe(false);
    expect(offersVerificationResend('This email is already registered.')).toBe(false);
    expect(offersVerificationResend(null)).toBe(false);
  });

  it('keeps the two mail outcomes letter for letter', () => {
    expect(AUTH_MESSAGES.verificationSent).toBe('Verification email sent! Please check your inbox.');
    expect(AUTH_MESSAGES.verificationFailed).toBe('Failed to send verification email. Please try again.');
  });
});

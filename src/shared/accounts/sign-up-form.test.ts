import { describe, expect, it } from 'vitest';
import { signUpFormError, splitFullName } from './sign-up-form.js';

const form = { fullName: 'Ada Lovelace', email: 'ada@example.com', password: 'correct horse battery', confirmPassword: 'correct horse battery' };

describe('splitFullName (SPEC §5)', () => {
  it('splits at the first space', () => {
    expect(splitFullName('Anne Marie de la Tour')).toEqual({ firstName: 'Anne', lastName: 'Marie de la Tour' });
    expect(splitFullName('  Cher  ')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitFullName('Jean   Paul')).toEqual({ firstName: 'Jean', lastName: 'Paul' });
  });
});

describe('signUpFormError (SPEC §5)', () => {
  it('passes a complete form with a strong password', () => {
    expect(signUpFormError(form, true)).toBeNull();
  });

  it('says the passwords do not match', () => {
    expect(signUpFormError({ ...form, confirmPassword: 'other' }, true)).toBe('Passwords do not match');
  });

  it('refuses a password that fails the strength check', () => {
    expect(signUpFormError(form, false)).toBe('Password does not meet security requirements');
  });

  it('asks for a full name that is not blank', () => {
    expect(signUpFormError({ ...form, fullName: '   ' }, true)).toBe('Please enter your full name');
  });
});

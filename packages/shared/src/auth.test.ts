import { describe, expect, it } from 'vitest';
import { loginRequest, signupRequest } from './auth.ts';

const valid = {
  firstname: 'Ana',
  lastname: 'Lima',
  email: ' Ana@Example.COM ',
  password: 'Sunny-Day-42',
  acceptTerms: true,
};

const fieldsOf = (value: unknown) =>
  Object.fromEntries(
    (signupRequest.safeParse(value).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('signupRequest', () => {
  it('trims and lower-cases the address', () => {
    expect(signupRequest.parse(valid).email).toBe('ana@example.com');
  });

  it('asks for a company on a partner sign-up, and refuses a password built on the address', () => {
    expect(fieldsOf({ ...valid, partner: true })).toEqual({
      company: 'validation.company_required_for_partner',
    });
    expect(fieldsOf({ ...valid, email: 'marcel@example.com', password: 'Marcel-Sunny-42' })).toEqual({
      password: 'validation.password_contains_email',
    });
  });

  it('needs the terms accepted', () => {
    expect(fieldsOf({ ...valid, acceptTerms: false })).toEqual({ acceptTerms: 'validation.terms_required' });
  });
});

describe('loginRequest', () => {
  it('lets missing fields through as empty, for the login to name them', () => {
    expect(loginRequest.parse({})).toEqual({ email: '', password: '' });
  });
});

import { describe, expect, it } from 'vitest';
import { newPassword } from './password.ts';
import { passwordContainsEmail } from './password-rules.ts';

const problem = (value: string) => newPassword.safeParse(value).error?.issues[0]?.message;

describe('newPassword', () => {
  it('accepts a long password mixing kinds of characters', () => {
    expect(newPassword.safeParse('Correct-Horse-7').success).toBe(true);
    expect(newPassword.safeParse('lavande soleil 42').success).toBe(true);
  });

  it.each([
    ['', 'validation.required'],
    ['Sh0rt!', 'validation.password_too_short'],
    ['a'.repeat(129), 'validation.password_too_long'],
    ['abcdefghijkl', 'validation.password_weak'],
    ['1234567890', 'validation.password_weak'],
    ['aaaaaaaaaa11', 'validation.password_weak'],
  ])('refuses %j with %s', (value, key) => {
    expect(problem(value)).toBe(key);
  });
});

describe('passwordContainsEmail', () => {
  it("spots the address's local part, ignoring case, when it is long enough to matter", () => {
    expect(passwordContainsEmail('my-Marcel-2024', 'marcel@example.com')).toBe(true);
    expect(passwordContainsEmail('Correct-Horse-7', 'marcel@example.com')).toBe(false);
    expect(passwordContainsEmail('abc-Horse-7', 'abc@example.com')).toBe(false);
  });
});

import { z } from 'zod';
import { passwordRules } from './password-rules.ts';

/**
 * Minimum strength: long enough, and more than one kind of character, so a single word or a
 * row of digits is refused. The server and the sign-up form apply the same rule.
 */
export const newPassword = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .min(passwordRules.minLength, { error: 'validation.password_too_short' })
  .max(passwordRules.maxLength, { error: 'validation.password_too_long' })
  .refine((value) => characterKinds(value) >= 2 && new Set(value).size >= 5, {
    error: 'validation.password_weak',
  });

function characterKinds(value: string): number {
  return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((kind) => kind.test(value)).length;
}

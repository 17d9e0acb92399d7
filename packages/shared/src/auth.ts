import { z } from 'zod';
import { email, language, optionalText, requiredText, token } from './fields.ts';
import { newPassword } from './password.ts';
import { passwordContainsEmail } from './password-rules.ts';
import { textLimits } from './text-limits.ts';
import { timeZone } from './time-zones.ts';
import { me } from './users.ts';

export const signupRequest = z
  .object({
    firstname: requiredText(textLimits.personName),
    lastname: requiredText(textLimits.personName),
    email,
    password: newPassword,
    company: optionalText(textLimits.company),
    language: language.optional(),
    /** The browser's zone, proposed as the account's (changed later in the settings). */
    timeZone: timeZone.optional(),
    acceptTerms: z.literal(true, { error: 'validation.terms_required' }),
    /** Partner (agency/reseller) sign-up: the account is flagged and needs a company name. */
    partner: z.boolean({ error: 'validation.invalid' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (passwordContainsEmail(value.password, value.email)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.password_contains_email' });
    }
    if (value.partner && !value.company) {
      ctx.addIssue({ code: 'custom', path: ['company'], message: 'validation.company_required_for_partner' });
    }
  });
export type SignupRequest = z.infer<typeof signupRequest>;

export const signupResponse = z.object({ email: z.string(), confirmationSent: z.literal(true) });

export const confirmRequest = z.object({ token });
export const confirmResponse = z.object({ confirmed: z.literal(true), email: z.string() });

/** Login reports a missing e-mail or password as its own key (spec §8), so both are plain strings here. */
export const loginRequest = z.object({
  email: z
    .string({ error: 'validation.required' })
    .trim()
    .max(textLimits.email, { error: 'validation.too_long' })
    .default(''),
  password: z
    .string({ error: 'validation.required' })
    .max(textLimits.password, { error: 'validation.too_long' })
    .default(''),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({ token: z.string(), expiresAt: z.string(), user: me });
export type LoginResponse = z.infer<typeof loginResponse>;

export const forgotPasswordRequest = z.object({ email });
export const resetPasswordRequest = z.object({ token, password: newPassword });
export const changePasswordRequest = z.object({
  currentPassword: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(textLimits.password, { error: 'validation.too_long' }),
  newPassword,
});

export const resendConfirmationRequest = z.object({ email });

export const accepted = z.object({ accepted: z.literal(true) });
export const done = z.object({ ok: z.literal(true) });

/** Sessions (bearer tokens) last this long; supervisor sessions far less. */
export const sessionLifetimeDays = 30;
export const supervisorSessionLifetimeHours = 8;

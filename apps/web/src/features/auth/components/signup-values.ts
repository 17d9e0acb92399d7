import type { FormErrors } from '@mantine/form';
import { type SignupRequest, signupRequest } from '@pagewise/shared/auth';
import type { Language } from '@pagewise/shared/languages';
import { passwordContainsEmail } from '@pagewise/shared/password-rules';
import { schemaErrors } from '../../../lib/form-errors.ts';

export interface SignupValues {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  company: string;
  /** Empty until the user picks one: the account then takes the interface language. */
  language: Language | '';
  acceptTerms: boolean;
}

export const signupFields = [
  'firstname',
  'lastname',
  'email',
  'password',
  'company',
  'language',
  'acceptTerms',
] as const;

export const emptySignup: SignupValues = {
  firstname: '',
  lastname: '',
  email: '',
  password: '',
  company: '',
  language: '',
  acceptTerms: false,
};

/** The form's context: partner sign-up or not, the interface language and the browser's zone. */
export interface SignupContext {
  partner: boolean;
  interfaceLanguage: Language;
  /** Proposed as the account's time zone; none leaves the server's default. */
  browserTimeZone?: string | undefined;
}

/** What the form holds, shaped as the request: an empty company is no company. */
export function toSignupInput(
  values: SignupValues,
  { partner, interfaceLanguage, browserTimeZone }: SignupContext,
): unknown {
  return {
    ...values,
    company: values.company.trim() || undefined,
    language: values.language || interfaceLanguage,
    timeZone: browserTimeZone,
    partner: partner || undefined,
  };
}

/**
 * The shared schema's verdict on every field. Its cross-field checks (password containing the
 * e-mail, partner without company) only run once the rest is valid, so the form runs the same
 * checks alongside: the user sees every problem at the first try.
 */
export function signupErrors(values: SignupValues, context: SignupContext): FormErrors {
  const crossField: FormErrors = {};
  if (passwordContainsEmail(values.password, values.email))
    crossField.password = 'validation.password_contains_email';
  if (context.partner && !values.company.trim())
    crossField.company = 'validation.company_required_for_partner';
  return { ...crossField, ...schemaErrors(signupRequest, toSignupInput(values, context)) };
}

export function parseSignup(values: SignupValues, context: SignupContext): SignupRequest {
  return signupRequest.parse(toSignupInput(values, context));
}

/**
 * The password limits and the e-mail check, without zod: the web app's entry quotes them in its
 * messages, and must not load the schemas to do so.
 */
export const passwordRules = { minLength: 10, maxLength: 128 } as const;

/** True when the password contains the e-mail's local part (at least 4 characters of it). */
export function passwordContainsEmail(password: string, email: string): boolean {
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  return local.length >= 4 && password.toLowerCase().includes(local);
}

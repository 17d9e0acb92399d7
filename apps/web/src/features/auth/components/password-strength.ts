import { newPassword } from '@pagewise/shared/password';
import { passwordRules } from '@pagewise/shared/password-rules';

export type PasswordStrength = 'weak' | 'fair' | 'strong';

/**
 * A hint only: "fair" means the shared rule accepts the password (the server applies the same),
 * "strong" adds length and variety beyond that minimum.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (!newPassword.safeParse(password).success) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((kind) => kind.test(password)).length;
  return password.length >= passwordRules.minLength + 4 && kinds >= 3 ? 'strong' : 'fair';
}

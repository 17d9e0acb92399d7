import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../platform/errors.ts';

// OWASP's argon2id baseline: 19 MiB of memory, 2 iterations, parallelism 1.
// `algorithm: 2` is Argon2id (the package exports it as a const enum, which type stripping cannot read).
const options = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** A hash of nothing, checked against when the address is unknown so both answers take as long. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  decoy ??= hashPassword('decoy password that matches nobody');
  const target = passwordHash ?? (await decoy);
  const valid = await verify(target, password).catch(() => false);
  return valid && passwordHash !== undefined;
}

/** Spec §5: some changes need the current password again; a wrong one is told on `field`. */
export async function requireCurrentPassword(passwordHash: string, password: string, field: string) {
  if (!(await verifyPassword(passwordHash, password))) {
    throw new AppError('old_password_mismatch', { fields: { [field]: 'validation.current_password_wrong' } });
  }
}

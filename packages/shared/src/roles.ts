import { z } from 'zod';
import { type Role, roles } from './team-roles.ts';

export { type Role, roles } from './team-roles.ts';

/** Spellings older clients still send (spec §6); they are accepted on input only. */
const legacyRoleSpellings: Record<string, Role> = {
  admin: 'administrator',
  writter: 'writer',
  redacteur: 'writer',
  lecteur: 'viewer',
};

export const roleInput = z.preprocess(
  (value) =>
    typeof value === 'string' ? (legacyRoleSpellings[value.toLowerCase()] ?? value.toLowerCase()) : value,
  z.enum(roles, { error: 'validation.role' }),
);

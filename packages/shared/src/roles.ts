import { z } from 'zod';

/** Team roles of spec §6, strongest first. */
export const roles = ['administrator', 'editor', 'writer', 'viewer'] as const;
export type Role = (typeof roles)[number];

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

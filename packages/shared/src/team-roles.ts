/**
 * Team roles of spec §6, strongest first. Apart from the zod schemas (roles.ts), so the user's
 * answer (me.ts) reads them with zod's small build only.
 */
export const roles = ['administrator', 'editor', 'writer', 'viewer'] as const;
export type Role = (typeof roles)[number];

/** Every table, for the Drizzle client and drizzle-kit. Each domain owns its own file. */
export * from '../modules/accounts/export-schema.ts';
export * from '../modules/accounts/schema.ts';
export * from '../modules/auth/schema.ts';
export * from '../modules/bots/schema.ts';
export * from '../modules/collaboration/schema.ts';
export * from '../modules/collaboration/validator-schema.ts';
export * from '../modules/inbox/schema.ts';
export * from '../modules/media/schema.ts';
export * from '../modules/pages/schema.ts';
export * from '../modules/planner/schema.ts';
export * from '../modules/posts/schema.ts';
export * from '../modules/publishing/schema.ts';
export * from '../modules/reporting/schema.ts';
export * from '../modules/sandbox/schema.ts';
export * from '../modules/sources/schema.ts';
export * from '../modules/users/access-schema.ts';
export * from '../modules/users/schema.ts';

import type { ErrorKey } from '@pagewise/shared/errors';

/** A route of the inbox's for a signed-in user, with the errors every one of them may answer. */
export const sessionRoute = (errors: ErrorKey[] = []) => ({
  access: 'session' as const,
  errors: ['forbidden', 'not_found', 'invalid_data', ...errors] as ErrorKey[],
});

import { ApiError } from './api.ts';

/**
 * The shared zod schemas are loaded on first use, not with the auth screen: zod alone outweighs
 * the login form. A module that cannot be fetched reads as the network failure it is.
 */
export async function loadSchemas<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (cause) {
    throw new ApiError('network_error', 0, cause instanceof Error ? cause.message : String(cause));
  }
}

/**
 * The answers a fresh tab checks before its first screen shows (the user, the page and group
 * lists, the overview): written with zod's small build, they load without the full one.
 */
export const meSchemas = () => loadSchemas(() => import('@pagewise/shared/me'));
export const pageListSchemas = () => loadSchemas(() => import('@pagewise/shared/page-list'));
export const overviewSchemas = () => loadSchemas(() => import('@pagewise/shared/overview'));

export const authSchemas = () => loadSchemas(() => import('@pagewise/shared/auth'));
export const userSchemas = () => loadSchemas(() => import('@pagewise/shared/users'));
export const pagesSchemas = () => loadSchemas(() => import('@pagewise/shared/pages'));
export const billingSchemas = () => loadSchemas(() => import('@pagewise/shared/billing'));

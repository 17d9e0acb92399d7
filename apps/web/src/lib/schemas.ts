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
 * Schemas loaded on first use and kept, which a chunk that imports them anyway can hand over
 * (`provide`): then they are read at once, not through a dynamic import, whose steps wait behind
 * every other task of a fresh tab's busy main thread (250 ms measured, before the user could be read).
 */
export type ProvidedSchemas<T> = (() => Promise<T>) & { provide: (schemas: T) => void };

export function providedSchemas<T>(load: () => Promise<T>): ProvidedSchemas<T> {
  let provided: T | undefined;
  // A failed load is not kept: the next call tries again.
  const schemas = async () => {
    provided ??= await loadSchemas(load);
    return provided;
  };
  return Object.assign(schemas, {
    provide: (module: T) => {
      provided = module;
    },
  });
}

/**
 * The answers a fresh tab checks before its first screen shows (the user, the page and group
 * lists, the overview): written with zod's small build, they load without the full one. The dash's
 * preload chunk provides them (app/dash-preload.ts).
 */
export const meSchemas = providedSchemas(() => import('@pagewise/shared/me'));
export const pageListSchemas = providedSchemas(() => import('@pagewise/shared/page-list'));
export const overviewSchemas = providedSchemas(() => import('@pagewise/shared/overview'));

export const authSchemas = () => loadSchemas(() => import('@pagewise/shared/auth'));
export const userSchemas = () => loadSchemas(() => import('@pagewise/shared/users'));
export const pagesSchemas = () => loadSchemas(() => import('@pagewise/shared/pages'));
export const billingSchemas = () => loadSchemas(() => import('@pagewise/shared/billing'));

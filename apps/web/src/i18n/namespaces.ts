/**
 * The namespaces loaded at start, with the auth screen; any other (`legal`, `pages`) when a screen
 * first asks for it, so the auth screen never loads them. Read by the build too (vite.config.ts).
 */
export const startNamespaces = ['common', 'auth', 'errors'] as const;

/**
 * How the app is drawn for a user: 'auto' follows the device's scheme (prefers-color-scheme).
 * Apart from the zod schemas, so the web app's first bundle reads it without zod.
 */
export const colorSchemes = ['auto', 'light', 'dark'] as const;
export type ColorScheme = (typeof colorSchemes)[number];

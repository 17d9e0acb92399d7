/** Where users write for help; set `VITE_SUPPORT_EMAIL` at build time for a real mailbox. */
export const supportEmail: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@pagewise.local';

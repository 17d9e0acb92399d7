/** The query holding the logged-in user (see `useSession`); login seeds it. */
export const sessionQueryKey = ['session'] as const;

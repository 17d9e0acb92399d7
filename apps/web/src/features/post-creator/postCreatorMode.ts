export const postCreatorModes = ['create', 'edit', 'duplicate', 'draft'] as const;
export type PostCreatorMode = (typeof postCreatorModes)[number];

/** `/dash/postCreator/:mode`: create mode when no (or an unknown) mode is given. */
export function postCreatorMode(mode: string | undefined): PostCreatorMode {
  return postCreatorModes.find((known) => known === mode) ?? 'create';
}

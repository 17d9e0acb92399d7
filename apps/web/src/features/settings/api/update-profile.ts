import type { Me, UpdateProfileRequest } from '@pagewise/shared/users';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { userSchemas } from '../../../lib/schemas.ts';
import { useStoreMe } from './store-me.ts';

/** `PATCH /users/me`: the profile, the language or the Bitly token. */
export async function updateProfile(input: UpdateProfileRequest): Promise<Me> {
  const [{ me }, answer] = await Promise.all([userSchemas(), api<unknown>('PATCH', '/users/me', input)]);
  return me.parse(answer);
}

export function useUpdateProfile() {
  const storeMe = useStoreMe();
  return useMutation({ mutationFn: updateProfile, onSuccess: storeMe });
}

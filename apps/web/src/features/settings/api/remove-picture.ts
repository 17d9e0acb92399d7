import type { Me } from '@pagewise/shared/users';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { userSchemas } from '../../../lib/schemas.ts';
import { useStoreMe } from './store-me.ts';

/** `DELETE /users/me/picture`. */
export async function removePicture(): Promise<Me> {
  const [{ me }, answer] = await Promise.all([userSchemas(), api<unknown>('DELETE', '/users/me/picture')]);
  return me.parse(answer);
}

export function useRemovePicture() {
  const storeMe = useStoreMe();
  return useMutation({ mutationFn: removePicture, onSuccess: storeMe });
}

import type { Me } from '@pagewise/shared/users';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { userSchemas } from '../../../lib/schemas.ts';
import { useStoreMe } from './store-me.ts';

/** `DELETE /account/logo` (administrators): the reports fall back to the first administrator's picture. */
export async function removeAccountLogo(): Promise<Me> {
  const [{ me }, answer] = await Promise.all([userSchemas(), api<unknown>('DELETE', '/account/logo')]);
  return me.parse(answer);
}

export function useRemoveAccountLogo() {
  const storeMe = useStoreMe();
  return useMutation({ mutationFn: removeAccountLogo, onSuccess: storeMe });
}

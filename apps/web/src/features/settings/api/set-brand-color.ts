import type { BrandColorRequest } from '@pagewise/shared/account-brand';
import type { Me } from '@pagewise/shared/users';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { userSchemas } from '../../../lib/schemas.ts';
import { useStoreMe } from './store-me.ts';

/** `PUT /account/brand-color` (administrators): the reports' colour; null takes the logo's. */
export async function setBrandColor(request: BrandColorRequest): Promise<Me> {
  const [{ me }, answer] = await Promise.all([
    userSchemas(),
    api<unknown>('PUT', '/account/brand-color', request),
  ]);
  return me.parse(answer);
}

export function useSetBrandColor() {
  const storeMe = useStoreMe();
  return useMutation({ mutationFn: setBrandColor, onSuccess: storeMe });
}

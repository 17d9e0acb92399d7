import type { Me } from '@pagewise/shared/users';
import { useMutation } from '@tanstack/react-query';
import { userSchemas } from '../../../lib/schemas.ts';
import { rawRequest } from './raw-request.ts';
import { useStoreMe } from './store-me.ts';

/** `POST /account/logo` (multipart, one field `file`; administrators): the reports' logo. */
export async function uploadAccountLogo(file: File): Promise<Me> {
  const form = new FormData();
  form.append('file', file);
  const [{ me }, response] = await Promise.all([userSchemas(), rawRequest('POST', '/account/logo', form)]);
  return me.parse(await response.json());
}

export function useUploadAccountLogo() {
  const storeMe = useStoreMe();
  return useMutation({ mutationFn: uploadAccountLogo, onSuccess: storeMe });
}

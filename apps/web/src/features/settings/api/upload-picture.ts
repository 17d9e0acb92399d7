import type { Me } from '@pagewise/shared/users';
import { useMutation } from '@tanstack/react-query';
import { userSchemas } from '../../../lib/schemas.ts';
import { rawRequest } from './raw-request.ts';
import { useStoreMe } from './store-me.ts';

/** `POST /users/me/picture` (multipart, one field `file`). */
export async function uploadPicture(file: File): Promise<Me> {
  const form = new FormData();
  form.append('file', file);
  const [{ me }, response] = await Promise.all([
    userSchemas(),
    rawRequest('POST', '/users/me/picture', form),
  ]);
  return me.parse(await response.json());
}

export function useUploadPicture() {
  const storeMe = useStoreMe();
  return useMutation({ mutationFn: uploadPicture, onSuccess: storeMe });
}

import type { Me } from '@pagewise/shared/users';
import { api } from '../../../lib/api.ts';
import { userSchemas } from '../../../lib/schemas.ts';

export async function getMe(): Promise<Me> {
  const [{ me }, answer] = await Promise.all([userSchemas(), api<unknown>('GET', '/users/me')]);
  return me.parse(answer);
}

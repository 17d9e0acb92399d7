import type { Me } from '@pagewise/shared/users';
import { api } from '../../../lib/api.ts';
import { meSchemas } from '../../../lib/schemas.ts';

export function getMe(): Promise<Me> {
  return meFrom(api<unknown>('GET', '/users/me'));
}

/** The user in an answer of `GET /users/me`, asked here or before the app rendered (app/route-preload.ts). */
export async function meFrom(answer: Promise<unknown>): Promise<Me> {
  const [{ me }, body] = await Promise.all([meSchemas(), answer]);
  return me.parse(body);
}

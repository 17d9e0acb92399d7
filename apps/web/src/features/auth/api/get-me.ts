import { type Me, me } from '@pagewise/shared/users';
import { api } from '../../../lib/api.ts';

export async function getMe(): Promise<Me> {
  return me.parse(await api<unknown>('GET', '/users/me'));
}

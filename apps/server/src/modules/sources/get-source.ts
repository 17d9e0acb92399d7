import type { Source } from '@pagewise/shared/sources/source';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { authorize } from '../users/access.ts';
import { findSource } from './find-source.ts';
import { toPublicSource } from './to-public-source.ts';

export async function getSource(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  sourceId: string,
): Promise<Source> {
  const { row, ...counts } = await findSource(context.database.db, auth, sourceId);
  authorize(auth, 'read');
  return toPublicSource(row, counts);
}

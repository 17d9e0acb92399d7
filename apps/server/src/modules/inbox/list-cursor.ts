import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';

/**
 * Where the next page of a list starts: the last item's time, to the microsecond PostgreSQL keeps
 * (a JavaScript date would lose it and skip or repeat items), and its id. Opaque to the client.
 */
export type ListCursor = { receivedAt: string; id: string };

const timestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(`${cursor.receivedAt}|${cursor.id}`).toString('base64url');
}

export function decodeCursor(value: string): ListCursor {
  const [receivedAt = '', id = ''] = Buffer.from(value, 'base64url').toString().split('|');
  if (!timestamp.test(receivedAt) || !isUuid(id))
    throw new AppError('invalid_data', { fields: { after: 'validation.invalid' } });
  return { receivedAt, id };
}

import { invalidRequest, missing } from './errors.ts';
import { integer, type Params, text } from './form.ts';
import type { List } from './types.ts';

/** A page of a list as Stripe answers it: `limit` (1 to 100, 10 by default), `starting_after`, `ending_before`. */
export function page<T extends { id?: string }>(items: T[], query: Params, url: string): List<T> {
  const limit = integer(query, 'limit') ?? 10;
  if (limit < 1 || limit > 100)
    throw invalidRequest(
      'This value must be greater than or equal to 1 and less than or equal to 100.',
      'limit',
    );
  const after = text(query, 'starting_after');
  const before = text(query, 'ending_before');
  const indexOf = (id: string, param: string) => {
    const index = items.findIndex((item) => item.id === id);
    if (index < 0) throw missing('object', id, param);
    return index;
  };
  if (before) {
    const end = indexOf(before, 'ending_before');
    const start = Math.max(0, end - limit);
    return { object: 'list', data: items.slice(start, end), has_more: start > 0, url };
  }
  const start = after ? indexOf(after, 'starting_after') + 1 : 0;
  return {
    object: 'list',
    data: items.slice(start, start + limit),
    has_more: start + limit < items.length,
    url,
  };
}

/** `created[gte]=…` and friends, or `created=…`. */
export function createdFilter(query: Params): (created: number) => boolean {
  const given = query.created;
  if (given === undefined) return () => true;
  if (typeof given === 'string') return (created) => created === Number(given);
  if (Array.isArray(given)) throw invalidRequest('Invalid hash', 'created');
  const bound = (name: string) => {
    const value = integer(given, name);
    return value === undefined ? undefined : value;
  };
  const [gt, gte, lt, lte] = [bound('gt'), bound('gte'), bound('lt'), bound('lte')];
  return (created) =>
    (gt === undefined || created > gt) &&
    (gte === undefined || created >= gte) &&
    (lt === undefined || created < lt) &&
    (lte === undefined || created <= lte);
}

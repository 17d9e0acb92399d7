import { mayBeLimitedToPages } from '@pagewise/shared/permissions';
import type { User } from '@pagewise/shared/users';

export type AccessSummary =
  | { kind: 'all' }
  | { kind: 'none' }
  | { kind: 'count'; count: number }
  | { kind: 'names'; names: string[] };

/**
 * What a user reaches, in a few words: all pages, the names of their pages, or only how many
 * while the names load (or when a page is no longer listed).
 */
export function accessSummary(user: User, pageNames: ReadonlyMap<string, string> | undefined): AccessSummary {
  const { allPages, pageIds } = user.access;
  if (allPages || !mayBeLimitedToPages(user.role)) return { kind: 'all' };
  if (pageIds.length === 0) return { kind: 'none' };
  const names = pageIds.flatMap((id) => pageNames?.get(id) ?? []);
  return names.length === pageIds.length
    ? { kind: 'names', names }
    : { kind: 'count', count: pageIds.length };
}

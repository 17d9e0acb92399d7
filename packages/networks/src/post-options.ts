import type { OutgoingPost } from './adapter.ts';

/**
 * A list option of the post (`tags`, `collaborators`): the names it holds, trimmed and without a
 * leading `@`, blank ones left out.
 */
export function namesOption(post: OutgoingPost, option: string): string[] {
  const value = post.options?.[option];
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is string => typeof item === 'string')
    .map((name) => name.trim().replace(/^@/, ''))
    .filter((name) => name !== '');
}

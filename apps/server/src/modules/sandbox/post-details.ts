import type { OutgoingPost } from '@pagewise/networks/adapter';
import type { SandboxPostDetails } from '@pagewise/shared/pages';

const names = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string')
    ? value
    : undefined;

/**
 * What the sandbox keeps of a post besides its text, link and media: every detail the composer
 * lets a user set on a sandbox page (its rules take them all), so none is dropped on the way.
 */
export function sandboxPostDetails(post: OutgoingPost): SandboxPostDetails | null {
  const { format, location, poll, ...options } = post.options ?? {};
  const tags = names(options.tags);
  const collaborators = names(options.collaborators);
  const details: SandboxPostDetails = {
    ...(format === 'reel' || format === 'story' ? { format } : {}),
    ...(typeof location === 'string' && location !== '' ? { location } : {}),
    ...(tags ? { tags } : {}),
    ...(collaborators ? { collaborators } : {}),
    ...(poll ? { poll: poll as NonNullable<SandboxPostDetails['poll']> } : {}),
  };
  return Object.keys(details).length > 0 ? details : null;
}

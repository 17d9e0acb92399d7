import type { ConnectedPage, OutgoingPost } from '../adapter.ts';
import { NetworkError } from '../network-error.ts';
import { namesOption } from '../post-options.ts';
import { type LinkedInConfig, liRequest } from './li-client.ts';

/** A company page mentioned in a post's commentary. */
export type Mention = { name: string; urn: string };

type Organization = { id: number; localizedName: string };

/**
 * The post's tags (`options.tags`) as company pages: a tag is the name in a company page's address
 * (linkedin.com/company/<name>), or its URN. Each is looked up (Organization Lookup by vanity name,
 * or the organization by its id) before anything is published: a tag LinkedIn does not know refuses
 * the publication, with the tag named, rather than a post without its mention.
 */
export async function mentionsOf(
  config: LinkedInConfig,
  page: ConnectedPage,
  post: OutgoingPost,
): Promise<Mention[]> {
  const tags = namesOption(post, 'tags')
    .map((tag) => tag.replace(/^https?:\/\/(www\.)?linkedin\.com\/company\//, '').replace(/\/+$/, ''))
    .filter((tag) => tag !== '');
  const mentions: Mention[] = [];
  for (const tag of [...new Set(tags)]) {
    const id = tag.match(/^urn:li:organization:(\d+)$/)?.[1];
    const organization = id ? await byId(config, page, id) : await byVanityName(config, page, tag);
    if (!organization) {
      const reason = `LinkedIn has no company page "${tag}" to mention`;
      throw new NetworkError('rejected', reason, { reason });
    }
    mentions.push({ name: organization.localizedName, urn: `urn:li:organization:${organization.id}` });
  }
  return mentions;
}

async function byVanityName(config: LinkedInConfig, page: ConnectedPage, name: string) {
  const { body } = await liRequest<{ elements?: Organization[] }>(config, page.credentials, {
    path: '/rest/organizations',
    query: `q=vanityName&vanityName=${encodeURIComponent(name)}`,
  });
  return body.elements?.[0];
}

async function byId(config: LinkedInConfig, page: ConnectedPage, id: string) {
  try {
    return (await liRequest<Organization>(config, page.credentials, { path: `/rest/organizations/${id}` }))
      .body;
  } catch (error) {
    if (error instanceof NetworkError && error.status === 404) return undefined;
    throw error;
  }
}

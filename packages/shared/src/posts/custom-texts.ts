import type { NetworkKind } from '../networks/kinds.ts';
import type { PostContent } from './post.ts';

/** The texts of a post: the common one and the overrides of networks and pages. */
export type PostTexts = Pick<PostContent, 'message'> &
  Partial<Pick<PostContent, 'networkTexts' | 'pageTexts'>>;

const own = (text: string | undefined): string | null =>
  text !== undefined && text.trim() !== '' ? text : null;

/** The network's own text, or null when it receives the common text. */
export function ownNetworkText(post: PostTexts, kind: NetworkKind): string | null {
  return own(post.networkTexts?.[kind]);
}

/** The page's own text, or null when it receives its network's text. */
export function ownPageText(post: PostTexts, pageId: string): string | null {
  return own(post.pageTexts?.[pageId]);
}

/** What the network's pages receive (those without a text of their own): its text, else the common one. */
export function networkText(post: PostTexts, kind: NetworkKind): string {
  return ownNetworkText(post, kind) ?? post.message;
}

/** The most specific text of a publication: the page's, else its network's, else the common one. */
export function publicationText(post: PostTexts, page: { id: string; kind: NetworkKind }): string {
  return ownPageText(post, page.id) ?? networkText(post, page.kind);
}

/** The field holding the network's text: where the composer shows an issue of it. */
export function networkTextField(post: PostTexts, kind: NetworkKind): string {
  return ownNetworkText(post, kind) === null ? 'message' : `networkTexts.${kind}`;
}

/** The spec's "customised" flag: the post has a text of its own for a network or a page. */
export function isCustomised(post: PostTexts): boolean {
  return (
    Object.values(post.networkTexts ?? {}).some((text) => own(text) !== null) ||
    Object.values(post.pageTexts ?? {}).some((text) => own(text) !== null)
  );
}

/**
 * The overrides worth keeping: those of the post's networks and pages, not blank. A network or
 * page removed from the post takes its text with it; a blank text means "the common text".
 */
export function keptTexts(
  post: PostTexts,
  pages: readonly { id: string; kind: NetworkKind }[],
): Pick<PostContent, 'networkTexts' | 'pageTexts'> {
  const kinds = new Set(pages.map((page) => page.kind));
  const networkTexts = Object.fromEntries(
    Object.entries(post.networkTexts ?? {}).filter(
      ([kind, text]) => kinds.has(kind as NetworkKind) && own(text) !== null,
    ),
  );
  const pageTexts = Object.fromEntries(
    Object.entries(post.pageTexts ?? {}).filter(
      ([id, text]) => pages.some((page) => page.id === id) && own(text) !== null,
    ),
  );
  return { networkTexts, pageTexts };
}

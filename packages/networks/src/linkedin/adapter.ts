import { networkRules } from '@pagewise/shared/networks/rules';
import type { ConnectedPage, NetworkAdapter, OutgoingPost, PublishedPost } from '../adapter.ts';
import { readByStreams } from '../inbox-streams.ts';
import { findCommentReply, moderateComment, readComments, replyToComment } from './comments.ts';
import { linkedInFiguresKeptDays, readLinkedInPageFigures, readLinkedInPostFigures } from './figures.ts';
import { type LinkedInConfig, liRequest, urn } from './li-client.ts';
import { uploadAsset, uploadVideo } from './media-upload.ts';
import { mentionsOf } from './mentions.ts';
import { exchangeLinkedInCode, linkedInAuthorizationUrl, refreshLinkedInToken } from './oauth.ts';
import { listOrganizations } from './organizations.ts';
import { commentaryOf, fromLittleText, postBody, type UploadedContent } from './post-body.ts';
import { readOrganizationMetrics } from './statistics.ts';

const rules = networkRules.linkedin;
/** How far back the read-back and the inbox look for the page's posts. */
const readBackWindowMs = 48 * 60 * 60 * 1000;

type LiPost = { id: string; commentary?: string; createdAt?: number; publishedAt?: number };

/** LinkedIn organization pages through the Community Management API (versioned /rest). */
export function createLinkedInAdapter(config: LinkedInConfig): NetworkAdapter {
  const recentPosts = async (page: ConnectedPage, count: number) => {
    const { body } = await liRequest<{ elements: LiPost[] }>(config, page.credentials, {
      path: '/rest/posts',
      query: `q=author&author=${urn(page.remoteId)}&count=${count}&sortBy=LAST_MODIFIED`,
    });
    return body.elements;
  };

  return {
    kind: 'linkedin',
    // Share statistics keep a rolling year (figures.ts).
    pageFiguresHistoryDays: linkedInFiguresKeptDays,
    rules,
    authorizationUrl: (request) => linkedInAuthorizationUrl(config, request),
    exchangeCode: (exchange) => exchangeLinkedInCode(config, exchange),
    refresh: (credentials) => refreshLinkedInToken(config, credentials),
    listPages: (credentials) => listOrganizations(config, credentials),

    async publish(page, post) {
      // The tagged company pages are found first: a tag LinkedIn does not know refuses the post.
      const mentions = await mentionsOf(config, page, post);
      const uploaded = await upload(config, page, post);
      const { body, headers } = await liRequest<{ id?: string }>(config, page.credentials, {
        method: 'POST',
        path: '/rest/posts',
        json: postBody(page.remoteId, post, uploaded, mentions),
        mutates: true,
      });
      // 201 Created with an empty body: the new post's URN is in x-restli-id.
      return published(headers.get('x-restli-id') ?? body.id ?? '');
    },

    /**
     * LinkedIn has no idempotency key. The post is the page's one whose commentary, unescaped,
     * is exactly this post's (its text and the pages it mentions), created within the read-back
     * window.
     */
    async findPublished(page: ConnectedPage, post: OutgoingPost): Promise<PublishedPost | null> {
      const after = Date.now() - readBackWindowMs;
      const sent = fromLittleText(commentaryOf(post.text, await mentionsOf(config, page, post)));
      const match = (await recentPosts(page, 50)).find(
        (candidate) =>
          (candidate.createdAt ?? candidate.publishedAt ?? 0) >= after &&
          fromLittleText(candidate.commentary ?? '') === sent,
      );
      return match ? published(match.id) : null;
    },

    async deletePost(page, remoteId) {
      await liRequest(config, page.credentials, {
        method: 'DELETE',
        path: `/rest/posts/${urn(remoteId)}`,
        headers: { 'x-restli-method': 'DELETE' },
        mutates: true,
      });
    },

    ...readByStreams({
      async comments(page, since) {
        const posts = await recentPosts(page, 20);
        return readComments(
          config,
          page,
          posts.map((post) => post.id),
          since,
        );
      },
    }),
    reply: (page, itemRemoteId, text) => replyToComment(config, page, itemRemoteId, text),
    findReply: (page, itemRemoteId, reply) => findCommentReply(config, page, itemRemoteId, reply),
    moderate: (page, itemRemoteId, action) => moderateComment(config, page, itemRemoteId, action),
    readMetrics: (page, days) => readOrganizationMetrics(config, page, days),
    readPageFigures: (page, days) => readLinkedInPageFigures(config, page, days),
    readPostFigures: (page, remoteIds) => readLinkedInPostFigures(config, page, remoteIds),
  };
}

async function upload(
  config: LinkedInConfig,
  page: ConnectedPage,
  post: OutgoingPost,
): Promise<UploadedContent> {
  const owner = page.remoteId;
  if (post.video)
    return { images: [], video: await uploadVideo(config, page.credentials, owner, post.video) };
  const document = post.options?.document as { url?: string; title?: string; mime?: string } | undefined;
  if (document?.url) {
    const media = { url: document.url, mime: document.mime ?? 'application/pdf' };
    const id = await uploadAsset(config, page.credentials, 'documents', owner, media);
    return { images: [], document: { id, title: document.title ?? post.title ?? 'Document' } };
  }
  const images: string[] = [];
  for (const image of (post.images ?? []).slice(0, rules.images?.carouselMax ?? 9))
    images.push(await uploadAsset(config, page.credentials, 'images', owner, image));
  return { images };
}

function published(postUrn: string): PublishedPost {
  return { remoteId: postUrn, url: `https://www.linkedin.com/feed/update/${postUrn}` };
}

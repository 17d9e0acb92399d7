import type { ConnectedPage, InboxItem, ModerationAction, OutgoingReply } from '../adapter.ts';
import { NetworkError } from '../network-error.ts';
import { type LinkedInConfig, liRequest, urn } from './li-client.ts';

type Comment = {
  id: string;
  commentUrn?: string;
  actor: string;
  object: string;
  message: { text: string };
  created: { time: number };
};

/** Comments on the page's recent posts (Comments API, socialActions), newer than `since`. */
export async function readComments(
  config: LinkedInConfig,
  page: ConnectedPage,
  postUrns: string[],
  since: Date,
): Promise<InboxItem[]> {
  const items: InboxItem[] = [];
  for (const postUrn of postUrns) {
    const { body } = await liRequest<{ elements: Comment[] }>(config, page.credentials, {
      path: `/rest/socialActions/${urn(postUrn)}/comments`,
      query: 'start=0&count=100',
    });
    for (const comment of body.elements) {
      if (comment.created.time < since.getTime() || comment.actor === page.remoteId) continue;
      items.push({
        remoteId: comment.commentUrn ?? `urn:li:comment:(${postUrn},${comment.id})`,
        type: 'comment',
        // Member names need a person lookup that organization permissions do not grant.
        authorName: comment.actor.startsWith('urn:li:organization:') ? 'LinkedIn page' : 'LinkedIn member',
        text: comment.message.text,
        createdAt: new Date(comment.created.time).toISOString(),
        postRemoteId: postUrn,
      });
    }
  }
  return items;
}

/** A reply is a comment on the comment, posted as the organization. */
export async function replyToComment(
  config: LinkedInConfig,
  page: ConnectedPage,
  commentUrn: string,
  text: string,
): Promise<{ remoteId: string }> {
  const { target } = parseCommentUrn(commentUrn);
  const { body, headers } = await liRequest<Partial<Comment>>(config, page.credentials, {
    method: 'POST',
    path: `/rest/socialActions/${urn(commentUrn)}/comments`,
    json: { actor: page.remoteId, object: target, parentComment: commentUrn, message: { text } },
    mutates: true,
  });
  return { remoteId: body.commentUrn ?? headers.get('x-restli-id') ?? '' };
}

/** Read-back of a reply: the comment's own comments, the one the organization wrote with this text. */
export async function findCommentReply(
  config: LinkedInConfig,
  page: ConnectedPage,
  commentUrn: string,
  reply: OutgoingReply,
): Promise<{ remoteId: string } | null> {
  const { target } = parseCommentUrn(commentUrn);
  const { body } = await liRequest<{ elements: Comment[] }>(config, page.credentials, {
    path: `/rest/socialActions/${urn(commentUrn)}/comments`,
    query: 'start=0&count=100',
  });
  const found = body.elements.find(
    (comment) => comment.actor === page.remoteId && comment.message.text === reply.text,
  );
  return found ? { remoteId: found.commentUrn ?? `urn:li:comment:(${target},${found.id})` } : null;
}

/** LinkedIn lets a page delete comments on its posts but has no way to hide one. */
export async function moderateComment(
  config: LinkedInConfig,
  page: ConnectedPage,
  commentUrn: string,
  action: ModerationAction,
): Promise<void> {
  if (action !== 'delete') {
    const reason = 'LinkedIn cannot hide a comment; delete it instead';
    throw new NetworkError('rejected', reason, { reason });
  }
  const { target, id } = parseCommentUrn(commentUrn);
  await liRequest(config, page.credentials, {
    method: 'DELETE',
    path: `/rest/socialActions/${urn(target)}/comments/${id}`,
    query: `actor=${urn(page.remoteId)}`,
    mutates: true,
  });
}

/** `urn:li:comment:(urn:li:activity:123,456)` → the commented entity and the comment id. */
function parseCommentUrn(commentUrn: string): { target: string; id: string } {
  const match = /^urn:li:comment:\((.+),(\d+)\)$/.exec(commentUrn);
  if (!match?.[1] || !match[2]) throw new NetworkError('rejected', `not a LinkedIn comment: ${commentUrn}`);
  return { target: match[1], id: match[2] };
}

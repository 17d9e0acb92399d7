import type { PostKind } from './post.ts';

/** A part of the composer that holds what a post kind needs. */
export type KindField = 'story' | 'message' | 'media' | 'document' | 'poll';

/**
 * What the composer shows for each kind of post (spec §3), in its order. The composer draws these
 * parts and the rules report a missing value on one of them, so an error never names a field the
 * kind does not show. No kind has a title field: a document's title belongs to `document`.
 */
const kindFields: Record<PostKind, readonly KindField[]> = {
  standard: ['message', 'media'],
  image: ['message', 'media'],
  video: ['message', 'media'],
  document: ['message', 'document'],
  poll: ['message', 'poll'],
  slider: ['message', 'media'],
  story: ['story', 'message', 'media'],
  snippet: ['message'],
};

export function fieldsOfKind(kind: PostKind): readonly KindField[] {
  return kindFields[kind];
}

export function kindShows(kind: PostKind, field: KindField): boolean {
  return kindFields[kind].includes(field);
}

/**
 * Where a kind's text is written, and so where "the text is required" is said: the message field
 * (labelled "Message"), or nothing for a kind that would have no text field.
 */
export function textFieldOf(kind: PostKind): 'message' | null {
  return kindShows(kind, 'message') ? 'message' : null;
}

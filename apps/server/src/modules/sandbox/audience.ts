import { createHash } from 'node:crypto';
import type { InboxItem } from '@pagewise/networks/adapter';
import type { InboxStream } from '@pagewise/shared/inbox';
import type { SandboxPostFacts } from './activity.ts';

/**
 * The sandbox's audience as time goes by: `perMinute` items a minute per page, at evenly spaced
 * moments from the page's opening, each moment's kind, author and words drawn from its number.
 * The same page and clock always give the same items, so every reader (any worker, the page
 * viewer) agrees without storing them.
 */
export const audiencePeople = [
  { name: 'Amélie Roche', phone: '+33 6 12 34 56 78' },
  { name: 'Ben Carter', phone: null },
  { name: 'Chiara Conti', phone: '+39 333 123 4567' },
  { name: 'Diego Alves', phone: null },
  { name: 'Emma Schulz', phone: '+49 151 2345 6789' },
  { name: 'Farid Haddad', phone: null },
  { name: 'Greta Lind', phone: null },
] as const;

/** Each moment's kind: out of 20, 8 comments, 4 messages, 3 mentions, 2 reviews, 3 reactions. */
const kinds: InboxItem['type'][] = [
  ...Array<InboxItem['type']>(8).fill('comment'),
  ...Array<InboxItem['type']>(4).fill('message'),
  ...Array<InboxItem['type']>(3).fill('mention'),
  ...Array<InboxItem['type']>(2).fill('review'),
  ...Array<InboxItem['type']>(3).fill('reaction'),
];

const words: Record<InboxItem['type'], readonly string[]> = {
  comment: [
    'Great news, thanks for sharing!',
    'Where can I read more about this?',
    'Love it 👏',
    'Is this available in my city?',
  ],
  message: [
    'Hello! Are you open on Sundays?',
    'Can I get a quote?',
    'Thanks for your help yesterday.',
    'Do you deliver?',
  ],
  mention: ['Have a look at what they posted today', 'Recommended, friendly team', 'Anyone tried them yet?'],
  review: [
    'Excellent service.',
    'Good, but the wait was long.',
    'Not what I expected.',
    'Friendly and quick.',
    'Average.',
  ],
  reaction: ['like', 'love', 'wow'],
};

/** The stream each kind is read from. */
export const streamOfType: Record<InboxItem['type'], InboxStream> = {
  comment: 'comments',
  message: 'messages',
  mention: 'mentions',
  review: 'reviews',
  reaction: 'reactions',
};

/** A read spans this many moments at most: a first read, or one after a long pause, sees the latest only. */
const maxMoments = 2000;

function draw(seed: string): number {
  return createHash('sha256').update(seed).digest().readUInt32BE(0);
}

/** The sandbox's contact data for a person of its audience (spec §3: e-mail, phone, url). */
export function audienceContact(index: number) {
  const person = audiencePeople[index % audiencePeople.length] ?? audiencePeople[0];
  const handle = person.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '.');
  return {
    authorName: person.name,
    authorRemoteId: `sandbox-person-${index % audiencePeople.length}`,
    authorEmail: `${handle}@example.com`,
    ...(person.phone ? { authorPhone: person.phone } : {}),
    authorUrl: `https://sandbox.example/people/${handle}`,
  };
}

/**
 * The audience's items of one stream written after `after` up to `now` (both as times), oldest
 * first. A comment or reaction goes to the page's latest post of its moment; with no post yet a
 * comment becomes a mention and a reaction is on the page itself.
 */
export function audienceItems(input: {
  page: { id: string; createdAt: Date };
  posts: SandboxPostFacts[];
  stream: InboxStream;
  after: Date;
  now: Date;
  perMinute: number;
}): InboxItem[] {
  const { page, posts, stream, perMinute } = input;
  if (perMinute <= 0) return [];
  const spacing = 60_000 / perMinute;
  const opened = page.createdAt.getTime();
  const last = Math.floor((input.now.getTime() - opened) / spacing);
  const first = Math.max(
    1,
    Math.floor((input.after.getTime() - opened) / spacing) + 1,
    last - maxMoments + 1,
  );
  const postsOldestFirst = [...posts].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const items: InboxItem[] = [];
  for (let moment = first; moment <= last; moment++) {
    const at = new Date(opened + moment * spacing);
    const id = `${page.id}.a${moment}`;
    const roll = draw(id);
    let type = kinds[roll % kinds.length] ?? 'comment';
    const post = latestBefore(postsOldestFirst, at);
    if (type === 'comment' && !post) type = 'mention';
    if (streamOfType[type] !== stream) continue;
    const person = Math.floor(roll / kinds.length) % audiencePeople.length;
    const text = pickWord(words[type], `${id}.text`);
    items.push({
      remoteId: id,
      type,
      ...audienceContact(person),
      text,
      createdAt: at.toISOString(),
      ...((type === 'comment' || type === 'reaction') && post
        ? { postRemoteId: post.id, ...(post.text ? { postText: post.text } : {}) }
        : {}),
      ...(type === 'review' ? { rating: 1 + (draw(`${id}.stars`) % 5) } : {}),
      ...(type === 'message' ? { conversationRemoteId: `${page.id}.with.${person}` } : {}),
    });
  }
  return items;
}

function latestBefore(posts: SandboxPostFacts[], at: Date): SandboxPostFacts | undefined {
  let found: SandboxPostFacts | undefined;
  for (const post of posts) {
    if (post.createdAt > at) break;
    found = post;
  }
  return found;
}

function pickWord(list: readonly string[], seed: string): string {
  return list[draw(seed) % list.length] ?? '';
}

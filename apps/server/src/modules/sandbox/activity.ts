import { createHash } from 'node:crypto';
import type { InboxItem, PageMetrics } from '@pagewise/networks/adapter';

/**
 * The sandbox's audience, made up but stable: the same page and posts always give the same
 * comments, messages and figures, and they grow with time, as a real audience would.
 */
const authors = [
  'Amélie Roche',
  'Ben Carter',
  'Chiara Conti',
  'Diego Alves',
  'Emma Schulz',
  'Farid Haddad',
  'Greta Lind',
];
const remarks = [
  'Great news, thanks for sharing!',
  'Where can I read more about this?',
  'Love it 👏',
  'Is this available in my city?',
  'Interesting point of view.',
  'Shared with my team.',
];
/** Minutes after a post at which its comments arrive. */
const commentDelays = [5, 20, 60, 240];

function pick<T>(list: readonly T[], seed: string): T {
  const digest = createHash('sha256').update(seed).digest();
  return list[digest.readUInt32BE(0) % list.length] as T;
}

export type SandboxPostFacts = { id: string; createdAt: Date };

export function generatedComments(posts: SandboxPostFacts[], now: Date): InboxItem[] {
  const items: InboxItem[] = [];
  for (const post of posts) {
    for (const [index, minutes] of commentDelays.entries()) {
      const at = new Date(post.createdAt.getTime() + minutes * 60_000);
      if (at > now) break;
      const id = `${post.id}.c${index}`;
      items.push({
        remoteId: id,
        type: 'comment',
        authorName: pick(authors, id),
        text: pick(remarks, `${id}.text`),
        createdAt: at.toISOString(),
        postRemoteId: post.id,
      });
    }
  }
  return items;
}

/** One private message a day since the page opened. */
export function generatedMessages(pageId: string, openedAt: Date, now: Date): InboxItem[] {
  const items: InboxItem[] = [];
  for (let day = 1; openedAt.getTime() + day * 86_400_000 <= now.getTime(); day++) {
    const id = `${pageId}.m${day}`;
    items.push({
      remoteId: id,
      type: 'message',
      authorName: pick(authors, id),
      text: pick(
        ['Hello! Are you open on Sundays?', 'Can I get a quote?', 'Thanks for your help yesterday.'],
        id,
      ),
      createdAt: new Date(openedAt.getTime() + day * 86_400_000).toISOString(),
    });
  }
  return items;
}

export function generatedMetrics(
  page: { id: string; followersAtStart: number; createdAt: Date },
  posts: SandboxPostFacts[],
  now: Date,
  days: number,
): PageMetrics {
  const hoursOpen = Math.max(0, (now.getTime() - page.createdAt.getTime()) / 3_600_000);
  const followers = page.followersAtStart + Math.floor(hoursOpen * 2) + posts.length * 3;
  const daily: PageMetrics['daily'] = [];
  for (let back = days - 1; back >= 0; back--) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - back));
    const end = new Date(start.getTime() + 86_400_000);
    const postsThatDay = posts.filter((post) => post.createdAt >= start && post.createdAt < end).length;
    const base = start >= page.createdAt || end > page.createdAt ? 40 : 0;
    daily.push({
      date: start.toISOString().slice(0, 10),
      impressions: base + postsThatDay * 150,
      engagements: postsThatDay * 12,
    });
  }
  return {
    followers,
    impressions: daily.reduce((sum, day) => sum + day.impressions, 0),
    engagements: daily.reduce((sum, day) => sum + day.engagements, 0),
    daily,
  };
}

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

/** A post as the audience sees it; its text names its comments' thread. */
export type SandboxPostFacts = { id: string; createdAt: Date; text?: string };

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
        ...(post.text ? { postText: post.text } : {}),
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

/** Hours of the day (UTC) when a sandbox page's audience is about: three per page, apart. */
export function peakHours(pageId: string): number[] {
  const digest = createHash('sha256').update(`${pageId}.peaks`).digest();
  // Morning, midday and evening windows, so the peaks never merge into one.
  return [6 + ((digest[0] ?? 0) % 4), 11 + ((digest[1] ?? 0) % 4), 17 + ((digest[2] ?? 0) % 5)];
}

/** 0–1: a small, stable draw per post, so two posts of the same hour do not count the same. */
export function jitter(seed: string): number {
  return createHash('sha256').update(seed).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * What the sandbox's audience did with one post: its impressions grow over its first day, and its
 * engagement rate depends on the hour it went out. At one of the page's peak hours about 9 % of
 * viewers react, an hour off about 5 %, any other time about 2 %, so a page's optimal posting
 * times show its peaks once it has posted at different hours.
 */
export function generatedPostMetrics(
  pageId: string,
  post: SandboxPostFacts,
  now: Date,
): { impressions: number; engagements: number } {
  const ageHours = Math.max(0, (now.getTime() - post.createdAt.getTime()) / 3_600_000);
  const reach = 200 + Math.floor(jitter(`${post.id}.reach`) * 300);
  const impressions = Math.round(reach * (1 - Math.exp(-ageHours / 6)));
  const hour = post.createdAt.getUTCHours();
  const distance = Math.min(
    ...peakHours(pageId).map((peak) => Math.min(Math.abs(hour - peak), 24 - Math.abs(hour - peak))),
  );
  const rate = distance === 0 ? 0.09 : distance === 1 ? 0.05 : 0.02;
  const engagements = Math.round(impressions * rate * (0.85 + jitter(`${post.id}.rate`) * 0.3));
  return { impressions, engagements };
}

import { networkTextLength } from '@pagewise/shared/networks/text-length';
import { contentForNetwork } from '@pagewise/shared/posts/network-content';
import { describe, expect, it } from 'vitest';
import type { SourceItemRow } from '../sources/schema.ts';
import { judgeItem } from './judge-item.ts';
import type { BotInTurn } from './mixed-turn.ts';

const bot = {
  id: 'bot-1',
  accountId: 'account-1',
  bannedWords: [],
  inclusionTags: [],
  textOrigin: 'description',
  prefix: '',
  suffix: '',
  hashtags: 'tech, ai',
  mentionReplacements: [{ name: 'Pagewise', correspondences: ['@pagewise'] }],
  hashtagReplacements: [],
  utm: 'utm_source=bot',
  contentType: 'text',
  linkPosition: 'post',
  pinterestBoard: null,
  repostAfterPosting: false,
  shareAsStory: false,
  postImages: false,
} as unknown as BotInTurn;

const link = `https://example.com/articles/${'a-very-long-article-slug-'.repeat(4)}`;
const item = {
  title: 'Title',
  summary: `Pagewise ships ${'a long description of the news '.repeat(30)}`,
  link,
  videoUrl: null,
  imageUrl: null,
} as unknown as SourceItemRow;

describe('a bot post over the network limit', () => {
  it.each(['twitter', 'bluesky'] as const)(
    'on %s shortens the body, never the link, mentions or hashtags',
    (kind) => {
      const verdict = judgeItem(bot, { id: 'page-1', kind, connectionMode: 'api' }, item, new Date());
      expect(verdict.outcome).toBe('post');
      if (verdict.outcome !== 'post') return;
      const { message } = verdict.post.content;
      expect(message.startsWith('@pagewise ships a long description')).toBe(true);
      expect(message).toContain('…');
      expect(message.endsWith(`#tech #ai\n\n${link}?utm_source=bot`)).toBe(true);
      const sent = contentForNetwork({ message, mediaIds: [] }, kind);
      expect(sent.overLimit).toBe(false);
      expect(networkTextLength(kind, message)).toBeGreaterThan(kind === 'twitter' ? 260 : 280);
    },
  );
});

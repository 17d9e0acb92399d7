import { describe, expect, it } from 'vitest';
import {
  applyReplacements,
  composeBotPost,
  hashtagsLine,
  type PostShape,
  plainText,
  withUtm,
} from './compose-bot-post.ts';
import { bannedWordIn, containsWord, hasInclusionTag } from './item-filters.ts';

const shape: PostShape = {
  textOrigin: 'title',
  prefix: 'News:',
  suffix: '(via Pagewise)',
  hashtags: 'tech, #news',
  mentionReplacements: [],
  hashtagReplacements: [],
  utm: '',
  contentType: 'text_image',
  linkPosition: 'post',
  pinterestBoard: null,
};
const item = {
  title: 'Apple ships a new AI chip',
  summary: '<p>The chip is <b>fast</b> &amp; small.</p>',
  link: 'https://news.example/chip?id=7',
  videoUrl: null,
};

describe('the filters', () => {
  it('find banned words as whole words, whatever the case, in title or summary', () => {
    expect(containsWord('The War ends', 'war')).toBe(true);
    expect(containsWord('New software', 'war')).toBe(false);
    expect(containsWord('Élection à Paris', 'élection')).toBe(true);
    expect(containsWord('Big data, bigger plans', 'big data')).toBe(true);
    expect(bannedWordIn({ title: 'Nothing', summary: 'A CRYPTO scam' }, ['crypto'])).toBe('crypto');
    expect(bannedWordIn(item, ['cryptocurrency', 'war'])).toBeNull();
  });

  it('need one inclusion tag when there are some', () => {
    expect(hasInclusionTag(item, [])).toBe(true);
    expect(hasInclusionTag(item, ['ai', 'robots'])).toBe(true);
    expect(hasInclusionTag(item, ['robots'])).toBe(false);
  });
});

describe('the transforms', () => {
  it('write prefix, text, suffix, the hashtags line, and keep the link for its preview', () => {
    expect(composeBotPost(shape, item)).toEqual({
      kind: 'standard',
      message: 'News: Apple ships a new AI chip (via Pagewise)\n\n#tech #news',
      link: 'https://news.example/chip?id=7',
    });
  });

  it('take the description as plain text when asked', () => {
    expect(plainText(item.summary)).toBe('The chip is fast & small.');
    const post = composeBotPost(
      { ...shape, textOrigin: 'description', prefix: '', suffix: '', hashtags: '' },
      item,
    );
    expect(post?.message).toBe('The chip is fast & small.');
    // No description: the title stands in.
    expect(
      composeBotPost({ ...shape, textOrigin: 'description' }, { ...item, summary: '' })?.message,
    ).toContain('Apple ships');
  });

  it('replace mentions and hashtags by their correspondences', () => {
    const text = applyReplacements('Apple and apple pie, not Pineapple', [
      { name: 'apple', correspondences: ['@Apple'] },
    ]);
    expect(text).toBe('@Apple and @Apple pie, not Pineapple');
    const post = composeBotPost(
      {
        ...shape,
        mentionReplacements: [{ name: 'Apple', correspondences: ['@Apple'] }],
        hashtagReplacements: [{ name: 'AI', correspondences: ['#AI', '#MachineLearning'] }],
      },
      item,
    );
    expect(post?.message).toContain('@Apple ships a new #AI #MachineLearning chip');
  });

  it('add the tracking parameters to the link', () => {
    expect(withUtm('https://news.example/a?id=7', '?utm_source=pagewise&utm_medium=social')).toBe(
      'https://news.example/a?id=7&utm_source=pagewise&utm_medium=social',
    );
    expect(withUtm('https://news.example/a?utm_source=old', 'utm_source=new')).toBe(
      'https://news.example/a?utm_source=new',
    );
    expect(withUtm('not a url', 'utm_source=x')).toBe('not a url');
    expect(hashtagsLine(' #a  b,,c ')).toBe('#a #b #c');
  });

  it('follow the content type and the link position', () => {
    expect(composeBotPost({ ...shape, contentType: 'text', hashtags: '' }, item)).toMatchObject({
      message: 'News: Apple ships a new AI chip (via Pagewise)\n\nhttps://news.example/chip?id=7',
      link: '',
    });
    expect(
      composeBotPost({ ...shape, contentType: 'snippet', textOrigin: 'description' }, item),
    ).toMatchObject({
      kind: 'snippet',
      link: item.link,
    });
    expect(
      composeBotPost(
        { ...shape, contentType: 'text_video' },
        { ...item, videoUrl: 'https://video.example/v/1' },
      )?.link,
    ).toBe('https://video.example/v/1');
    // A page without a first comment: the link ends the text.
    expect(composeBotPost({ ...shape, linkPosition: 'comment' }, item)?.message).toMatch(/chip\?id=7$/);
    // With one, the link stays out of the post (the bot comments it once the post is out).
    const commented = composeBotPost({ ...shape, linkPosition: 'comment' }, item, { firstComment: true });
    expect(commented?.message).not.toMatch(/chip\?id=7/);
    expect(commented?.link).toBe('');
    expect(composeBotPost({ ...shape, pinterestBoard: 'board-1' }, item)?.options).toEqual({
      pinterest: { boardId: 'board-1' },
    });
    expect(composeBotPost(shape, { ...item, title: ' ', summary: '' })).toBeNull();
  });
});

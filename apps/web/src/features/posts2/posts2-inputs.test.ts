import { describe, expect, it } from 'vitest';
import { posts2Inputs } from './posts2-inputs.ts';

const inputs = (query: string) => posts2Inputs(new URLSearchParams(query));

describe('posts2Inputs', () => {
  it('opens on the calendar with nothing chosen', () => {
    expect(inputs('')).toEqual({ display: 'calendar', postId: null, pageId: null, botId: null });
  });

  it('reads the post, page and bot of a link', () => {
    expect(inputs('post_id=p-1&page_id=page-2&bot_id=b-3')).toEqual({
      display: 'calendar',
      postId: 'p-1',
      pageId: 'page-2',
      botId: 'b-3',
    });
  });

  it('follows the chosen display, else opens the list for the list’s own parameters', () => {
    expect(inputs('display=list').display).toBe('list');
    expect(inputs('display=calendar&status=draft').display).toBe('calendar');
    expect(inputs('status=draft').display).toBe('list');
    expect(inputs('publish_now=p-1').display).toBe('list');
    expect(inputs('offset=50').display).toBe('list');
    expect(inputs('display=table').display).toBe('calendar');
  });
});

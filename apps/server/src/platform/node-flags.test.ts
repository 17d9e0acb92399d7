import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './node-flags.ts';

describe('serverNodeFlags', () => {
  it('are the flags `npm start` gives Node', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      scripts: { start: string };
    };
    expect(manifest.scripts.start).toBe(`node ${serverNodeFlags.join(' ')} src/main.ts`);
  });
});

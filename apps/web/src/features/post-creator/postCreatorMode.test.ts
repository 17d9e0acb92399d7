import { describe, expect, it } from 'vitest';
import { postCreatorMode } from './postCreatorMode.ts';

describe('postCreatorMode', () => {
  it('is create without a mode or with an unknown one', () => {
    expect(postCreatorMode(undefined)).toBe('create');
    expect(postCreatorMode('whatever')).toBe('create');
  });

  it('keeps a known mode', () => {
    expect(postCreatorMode('edit')).toBe('edit');
    expect(postCreatorMode('duplicate')).toBe('duplicate');
    expect(postCreatorMode('draft')).toBe('draft');
  });
});

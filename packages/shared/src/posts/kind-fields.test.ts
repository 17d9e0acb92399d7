import { describe, expect, it } from 'vitest';
import { fieldsOfKind, textFieldOf } from './kind-fields.ts';
import { postContent, postKinds } from './post.ts';
import { validatePost } from './validate-post.ts';

const now = new Date('2025-03-01T12:00:00.000Z');

describe('the text a post kind needs', () => {
  it.each(postKinds)('is asked for on a field the %s kind shows', (kind) => {
    const post = {
      ...postContent.parse({ kind, pageIds: ['page'], message: ' ' }),
      intent: 'draft' as const,
    };
    const { errors } = validatePost(
      { ...post, scheduledAt: null },
      { pages: [{ id: 'page', kind: 'sandbox' }], media: [], now },
    );
    const required = errors.filter((error) => error.key === 'post.text_required');
    expect(required).toHaveLength(1);
    expect(fieldsOfKind(kind)).toContain(required[0]?.field);
    expect(required[0]?.field).not.toMatch(/title/i);
  });

  it('is the message field for every kind', () => {
    for (const kind of postKinds) expect(textFieldOf(kind)).toBe('message');
  });
});

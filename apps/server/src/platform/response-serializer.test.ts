import { postList } from '@pagewise/shared/posts/post';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './response-serializer.ts';

const compile = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' }) as (data: unknown) => string;

describe('answers written from their zod schema', () => {
  it('writes only the properties the schema names, nested ones included', () => {
    const serialize = compile(
      z.object({ id: z.string(), owner: z.object({ name: z.string() }), tags: z.array(z.string()) }),
    );
    const row = {
      id: 'p1',
      passwordHash: 'secret',
      owner: { name: 'Alice', sealedCredentials: 'secret' },
      tags: ['a'],
    };
    expect(JSON.parse(serialize(row))).toEqual({ id: 'p1', owner: { name: 'Alice' }, tags: ['a'] });
  });

  it('writes the same text as zod for a posts list', () => {
    const list = {
      total: 1,
      posts: [
        {
          kind: 'standard',
          pageIds: ['a'],
          message: 'Fresh bread "today" \u2014 <b>',
          networkTexts: { twitter: 'For X' },
          pageTexts: { a: 'For page a' },
          description: '',
          link: '',
          mediaIds: [],
          carouselRatio: 'original',
          thumbnailMediaId: null,
          documentMediaId: null,
          documentTitle: '',
          poll: { question: 'Which?', options: ['Rye', 'Wheat'], durationDays: 3 },
          reel: false,
          location: '',
          tags: [],
          collaborators: [],
          options: { twitter: { replySettings: 'everyone' } },
          storyOfPostId: null,
          id: 'p1',
          origin: 'manual',
          scheduledAt: null,
          createdAt: '2026-11-26T09:00:00.000Z',
          updatedAt: '2026-11-26T09:00:00.000Z',
          createdBy: null,
          targets: [],
          customised: true,
          media: [],
          warnings: [],
          validation: {
            state: 'awaiting',
            assignee: { kind: 'user', id: 'u1', name: 'Nina' },
            decidedAt: null,
            decidedByName: null,
          },
          extraColumn: 'never written',
        },
      ],
    };
    const zod = zodSerializerCompiler({ schema: postList, method: 'GET', url: '/t', httpStatus: '200' }) as (
      data: unknown,
    ) => string;
    expect(compile(postList)(list)).toBe(zod(list));
  });

  it("keeps zod's serializer, and its checks, for a schema JSON Schema cannot express", () => {
    const serialize = compile(z.object({ code: z.custom<string>((value) => value === 'ok') }));
    expect(serialize({ code: 'ok', other: 1 })).toBe('{"code":"ok"}');
    expect(() => serialize({ code: 'not ok' })).toThrow();
  });
});

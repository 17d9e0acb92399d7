import { randomUUID } from 'node:crypto';
import type { Database } from '../../platform/database.ts';
import { pages } from '../pages/schema.ts';
import { posts, postTargets } from '../posts/schema.ts';
import { pageFigures, postFigures } from './schema.ts';

type Figures = Partial<Omit<typeof pageFigures.$inferInsert, 'accountId' | 'pageId' | 'day' | 'readAt'>>;

/** Tests' and benchmarks' pages and figures, written straight to the tables reporting reads. */
export function reportSeed(db: Database, accountId: string) {
  return {
    async page(
      name: string,
      kind = 'sandbox',
      createdAt = new Date('2025-01-01T00:00:00Z'),
    ): Promise<string> {
      const [row] = await db
        .insert(pages)
        .values({ accountId, kind, remoteId: randomUUID(), name, sealedCredentials: 'none', createdAt })
        .returning({ id: pages.id });
      if (!row) throw new Error('page not inserted');
      return row.id;
    },
    async days(pageId: string, days: Record<string, Figures>): Promise<void> {
      await db.insert(pageFigures).values(
        Object.entries(days).map(([day, figures]) => ({
          accountId,
          pageId,
          day,
          readAt: new Date(),
          ...figures,
        })),
      );
    },
    /** A publication that went out at `postedAt`, with its figures at `checkpoint` when given. */
    async post(
      pageId: string,
      message: string,
      postedAt: Date,
      figures?: Omit<Partial<typeof postFigures.$inferInsert>, 'accountId' | 'pageId' | 'targetId'>,
    ): Promise<string> {
      const [post] = await db
        .insert(posts)
        .values({ accountId, kind: 'standard', origin: 'manual', message })
        .returning({ id: posts.id });
      const [target] = await db
        .insert(postTargets)
        .values({
          postId: post?.id ?? '',
          accountId,
          pageId,
          status: 'posted',
          postedAt,
          remoteId: randomUUID(),
        })
        .returning({ id: postTargets.id });
      const targetId = target?.id ?? '';
      if (figures) {
        await db.insert(postFigures).values({
          accountId,
          pageId,
          targetId,
          checkpoint: '24h',
          readAt: new Date(postedAt.getTime() + 86_400_000),
          ...figures,
        });
      }
      return targetId;
    },
  };
}

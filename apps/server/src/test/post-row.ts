import type { PostContent } from '@pagewise/shared/posts/post';
import type { PostRow } from '../modules/posts/schema.ts';

/** A stored post of this content, as the publishing engine reads it, without a database. */
export function postRow(content: PostContent): PostRow {
  const now = new Date();
  return {
    ...content,
    id: '00000000-0000-4000-8000-000000000001',
    accountId: '00000000-0000-4000-8000-000000000002',
    createdBy: null,
    origin: 'manual',
    scheduledAt: null,
    warnings: [],
    validation: 'none',
    assigneeId: null,
    assigneeValidatorId: null,
    decidedAt: null,
    decidedByName: null,
    botId: null,
    articleLink: '',
    hasTargets: true,
    createdAt: now,
    updatedAt: now,
  };
}

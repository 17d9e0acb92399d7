import type { Language } from '@pagewise/shared/languages';
import { webLinks } from '@pagewise/shared/routes';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { formatDate } from '../notifications/format-date.ts';
import { sendEmail } from '../notifications/send-email.ts';
import { pages } from '../pages/schema.ts';
import { posts, postTargets } from '../posts/schema.ts';
import { users } from '../users/schema.ts';
import { failureReasons } from './failure-reasons.ts';

/**
 * Spec §4: a post that fails e-mails its author, with a link to edit it and one to publish it
 * now. (The notification preferences of the users issue will filter these.)
 */
export async function notifyFailures(context: AppContext, failed: { id: string }[]) {
  const rows = await context.database.db
    .select({
      postId: posts.id,
      dueAt: postTargets.dueAt,
      errorKey: postTargets.errorKey,
      page: pages.name,
      email: users.email,
      firstname: users.firstname,
      language: users.language,
    })
    .from(postTargets)
    .innerJoin(posts, eq(posts.id, postTargets.postId))
    .innerJoin(pages, eq(pages.id, postTargets.pageId))
    .innerJoin(users, eq(users.id, posts.createdBy))
    .where(
      inArray(
        postTargets.id,
        failed.map((target) => target.id),
      ),
    );
  for (const row of rows) {
    const language = row.language as Language;
    await sendEmail(context, {
      kind: 'publication_failed',
      to: row.email,
      name: row.firstname,
      language,
      path: webLinks.editPost(row.postId),
      secondaryPath: webLinks.publishNow(row.postId),
      values: {
        page: row.page,
        date: formatDate(row.dueAt, language, true),
        reason: failureReasons[language][row.errorKey ?? ''] ?? failureReasons[language].publish_failed ?? '',
      },
    });
  }
}

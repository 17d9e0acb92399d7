import { webLinks } from '@pagewise/shared/routes';
import type { SourceErrorKey } from '@pagewise/shared/sources/source';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { sendEmail } from '../notifications/send-email.ts';
import { notificationRecipients } from '../users/recipients.ts';
import { disableReasons } from './disable-reasons.ts';
import { sources } from './schema.ts';

/**
 * Spec §4: after a parse failure the source is disabled and its owners are e-mailed; the user
 * re-enables it by hand. Only the read that disables a running source e-mails, so a source is
 * reported once. Only custom sources are disabled: a catalogue source waits a day (poll-source.ts).
 */
export async function disableSource(
  context: AppContext,
  sourceId: string,
  failure: { errorKey: SourceErrorKey; detail: string },
): Promise<boolean> {
  const db = context.database.db;
  const [row] = await db
    .update(sources)
    .set({
      status: 'error',
      errorKey: failure.errorKey,
      errorDetail: failure.detail.slice(0, 1000),
      lastFetchedAt: context.now(),
      nextFetchAt: null,
      failures: 0,
      updatedAt: context.now(),
    })
    .where(and(eq(sources.id, sourceId), eq(sources.status, 'running')))
    .returning();
  if (!row) return false;
  context.logger.warn({ sourceId, ...failure }, 'source disabled');
  if (!row.accountId) return true;
  const recipients = await notificationRecipients(db, { accountId: row.accountId, flag: 'sourceErrors' });
  for (const user of recipients) {
    await sendEmail(context, {
      kind: 'source_disabled',
      to: user.email,
      name: user.firstname,
      language: user.language,
      path: webLinks.sources(),
      values: { source: row.name, reason: disableReasons[user.language][failure.errorKey] },
    });
  }
  return true;
}

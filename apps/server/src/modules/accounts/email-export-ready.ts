import type { Language } from '@pagewise/shared/languages';
import type { AppContext } from '../../platform/context.ts';
import { formatDate, readerOf } from '../notifications/format-date.ts';
import { sendEmail } from '../notifications/send-email.ts';
import type { UserRow } from '../users/schema.ts';
import { accountTimeZone } from './account-time-zone.ts';

/** A file size as the reader's language writes it: "3.2 MB", "3,2 Mo"… */
export function formatSize(bytes: number, language: Language): string {
  const [unit, size] =
    bytes >= 1e9
      ? ['gigabyte', bytes / 1e9]
      : bytes >= 1e6
        ? ['megabyte', bytes / 1e6]
        : ['kilobyte', bytes / 1e3];
  return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(
    Math.max(size, 0.1),
  );
}

/** Tells the requester where to download the archive; the link carries the only copy of the token. */
export async function emailExportReady(
  context: Pick<AppContext, 'queue' | 'config' | 'secrets' | 'database'>,
  input: { requester: UserRow; exportId: string; token: string; sizeBytes: number; expiresAt: Date },
): Promise<void> {
  const { requester } = input;
  await sendEmail(context, {
    kind: 'account_export_ready',
    to: requester.email,
    name: requester.firstname,
    language: requester.language,
    path: `/api/account/exports/${input.exportId}/download?token=${input.token}`,
    values: {
      size: formatSize(input.sizeBytes, requester.language),
      date: formatDate(
        input.expiresAt,
        readerOf(requester, await accountTimeZone(context.database.db, requester.accountId)),
        true,
      ),
    },
  });
}

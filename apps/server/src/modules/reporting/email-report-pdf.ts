import { createHash } from 'node:crypto';
import type { Language } from '@pagewise/shared/languages';
import { webLinks } from '@pagewise/shared/routes';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { formatSize } from '../accounts/email-export-ready.ts';
import { composeEmail } from '../notifications/compose-email.ts';
import type { EmailKind } from '../notifications/email-texts.ts';
import { formatDate } from '../notifications/format-date.ts';
import { sendEmailJob } from '../notifications/send-email-job.ts';
import { users } from '../users/schema.ts';
import type { ReportPdfRow } from './delivery-schema.ts';
import { pdfTexts } from './pdf/pdf-texts.ts';

type Context = Pick<AppContext, 'queue' | 'config' | 'secrets' | 'database'>;

/** What every report e-mail says of its PDF: its name, account and days. */
export type ReportPdfMailFacts = {
  pdf: ReportPdfRow;
  accountName: string;
  zone: string;
  /** The scheduled report's name; a PDF asked for on the screen is "the report". */
  reportName: string | null;
};

/**
 * The e-mails of one PDF, queued in one statement (all or none), each with an id made of the
 * PDF's: the step that marks the PDF sent queues them, and a retry of that step finds them there.
 */
export async function queueReportPdfEmails(
  context: Context,
  facts: ReportPdfMailFacts,
  input:
    | { kind: 'report_pdf_ready'; to: string[]; token: string; sizeBytes: number; expiresAt: Date }
    | { kind: 'report_pdf_failed'; to: string[] },
): Promise<void> {
  const { pdf } = facts;
  const language = pdf.language as Language;
  const names = await namesOf(context, pdf.accountId, input.to);
  const days = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const values: Record<string, string> = {
    report: facts.reportName ?? pdfTexts[language].title,
    account: facts.accountName,
    period: `${days.format(new Date(`${pdf.fromDay}T00:00:00Z`))} – ${days.format(new Date(`${pdf.toDay}T00:00:00Z`))}`,
  };
  const link =
    input.kind === 'report_pdf_ready'
      ? `${context.config.publicUrl}/api/reporting/pdfs/${pdf.id}/download?token=${input.token}`
      : `${context.config.publicUrl}${webLinks.reporting()}`;
  if (input.kind === 'report_pdf_ready') {
    values.size = formatSize(input.sizeBytes, language);
    values.date = formatDate(input.expiresAt, { language, timeZone: facts.zone }, true);
  }
  await context.queue.sendMany(
    sendEmailJob,
    input.to.map((to, index) => {
      const message = composeEmail({
        kind: input.kind satisfies EmailKind,
        language,
        to,
        name: names.get(to) ?? to.split('@')[0] ?? to,
        link,
        values,
      });
      return {
        payload: { sealed: context.secrets.seal(JSON.stringify(message)) },
        options: { id: mailId(pdf.id, input.kind, index) },
      };
    }),
  );
}

/** Team members are greeted by their first name; anyone else (a client) by their address's name. */
async function namesOf(context: Pick<AppContext, 'database'>, accountId: string, addresses: string[]) {
  const rows = await context.database.db
    .select({ email: users.email, firstname: users.firstname })
    .from(users)
    .where(and(eq(users.accountId, accountId), inArray(users.email, addresses)));
  return new Map(rows.map((row) => [row.email, row.firstname]));
}

/** A stable job id per PDF, e-mail kind and recipient: a name-based UUID (version 5 layout, SHA-256). */
function mailId(pdfId: string, kind: string, index: number): string {
  const hex = createHash('sha256').update(`${pdfId}:${kind}:${index}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

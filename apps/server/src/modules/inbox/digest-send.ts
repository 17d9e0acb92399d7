import type { Language } from '@pagewise/shared/languages';
import { webLinks } from '@pagewise/shared/routes';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { accountTimeZone } from '../accounts/account-time-zone.ts';
import { formatDate, readerOf } from '../notifications/format-date.ts';
import { sendEmail } from '../notifications/send-email.ts';
import { queryRows } from '../publishing/rows.ts';
import { notificationRecipients } from '../users/recipients.ts';

/** The words of the digest's summary: "3 comments, 1 message". */
const kindWords: Record<Language, Record<string, [string, string]>> = {
  en: {
    comment: ['comment', 'comments'],
    message: ['message', 'messages'],
    mention: ['mention', 'mentions'],
    rating: ['review', 'reviews'],
    other: ['other item', 'other items'],
  },
  fr: {
    comment: ['commentaire', 'commentaires'],
    message: ['message', 'messages'],
    mention: ['mention', 'mentions'],
    rating: ['avis', 'avis'],
    other: ['autre élément', 'autres éléments'],
  },
  de: {
    comment: ['Kommentar', 'Kommentare'],
    message: ['Nachricht', 'Nachrichten'],
    mention: ['Erwähnung', 'Erwähnungen'],
    rating: ['Bewertung', 'Bewertungen'],
    other: ['anderer Eintrag', 'andere Einträge'],
  },
  es: {
    comment: ['comentario', 'comentarios'],
    message: ['mensaje', 'mensajes'],
    mention: ['mención', 'menciones'],
    rating: ['reseña', 'reseñas'],
    other: ['otro elemento', 'otros elementos'],
  },
  pt: {
    comment: ['comentário', 'comentários'],
    message: ['mensagem', 'mensagens'],
    mention: ['menção', 'menções'],
    rating: ['avaliação', 'avaliações'],
    other: ['outro item', 'outros itens'],
  },
  it: {
    comment: ['commento', 'commenti'],
    message: ['messaggio', 'messaggi'],
    mention: ['menzione', 'menzioni'],
    rating: ['recensione', 'recensioni'],
    other: ['altro elemento', 'altri elementi'],
  },
};

type Collected = {
  account_id: string;
  page_id: string;
  page_name: string;
  type: string;
  n: number | string;
  since: string | Date;
};

/**
 * The "inbox and direct messages" notification as a digest: every item not yet told about is
 * marked told (once, whatever the number of workers), then each user who keeps the flag on and
 * reaches some of their pages gets one e-mail summing up the waiting ones, in their language and
 * time zone. Returns the e-mails queued.
 */
export async function sendInboxDigests(context: AppContext): Promise<number> {
  const at = context.now().toISOString();
  const rows = await queryRows<Collected>(
    context.database.db,
    sql`with told as (
        update inbox_items set notified_at = ${at}::timestamptz
        where id = any(array(
          select id from inbox_items where notified_at is null order by collected_at limit 20000 for update skip locked
        ))
        returning account_id, page_id, type, status, collected_at
      )
      select t.account_id, t.page_id, p.name as page_name, t.type, count(*) as n, min(t.collected_at) as since
      from told t join pages p on p.id = t.page_id
      where t.status = 'waiting'
      group by t.account_id, t.page_id, p.name, t.type`,
  );
  const byAccount = new Map<string, Collected[]>();
  for (const row of rows) byAccount.set(row.account_id, [...(byAccount.get(row.account_id) ?? []), row]);
  let sent = 0;
  for (const [accountId, counts] of byAccount) {
    const zone = await accountTimeZone(context.database.db, accountId);
    const pageIds = [...new Set(counts.map((row) => row.page_id))];
    const reach = new Map<string, Set<string>>();
    const people = new Map<string, Awaited<ReturnType<typeof notificationRecipients>>[number]>();
    for (const pageId of pageIds) {
      for (const user of await notificationRecipients(context.database.db, {
        accountId,
        flag: 'inbox',
        pageId,
      })) {
        people.set(user.id, user);
        reach.set(user.id, (reach.get(user.id) ?? new Set()).add(pageId));
      }
    }
    for (const [userId, user] of people) {
      const mine = counts.filter((row) => reach.get(userId)?.has(row.page_id));
      const total = mine.reduce((sum, row) => sum + Number(row.n), 0);
      if (total === 0) continue;
      const since = new Date(Math.min(...mine.map((row) => new Date(row.since).getTime())));
      await sendEmail(context, {
        kind: total === 1 ? 'inbox_digest_one' : 'inbox_digest',
        to: user.email,
        name: user.firstname,
        language: user.language,
        path: webLinks.inbox(),
        values: {
          count: String(total),
          date: formatDate(since, readerOf(user, zone), true),
          summary: summary(user.language, mine),
        },
      });
      sent += 1;
    }
  }
  return sent;
}

/** "Bakery: 3 comments, 1 message; Shop: 2 reviews". */
function summary(language: Language, rows: Collected[]): string {
  const words = kindWords[language];
  const pages = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const kind = row.type in words ? row.type : 'other';
    const page = pages.get(row.page_name) ?? new Map<string, number>();
    page.set(kind, (page.get(kind) ?? 0) + Number(row.n));
    pages.set(row.page_name, page);
  }
  return [...pages]
    .map(([name, kinds]) => {
      const parts = [...kinds].map(([kind, n]) => {
        const [one, many] = words[kind] ?? words.other ?? ['', ''];
        return `${n} ${n === 1 ? one : many}`;
      });
      return `${name}: ${parts.join(', ')}`;
    })
    .join('; ');
}

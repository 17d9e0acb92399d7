import type { InboxAction } from '@pagewise/shared/inbox';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { pages } from '../pages/schema.ts';
import { findItem } from './action-items.ts';
import { requestActions } from './action-request.ts';
import { fillReply } from './reply-fill.ts';

/** A reply to one item, its variables filled, written to be sent once (202). */
export async function requestReply(
  context: Pick<AppContext, 'database' | 'queue' | 'now'>,
  auth: Auth,
  itemId: string,
  text: string,
): Promise<InboxAction> {
  const item = await findItem(context, auth, itemId, 'reply');
  const [page] = await context.database.db
    .select({ name: pages.name })
    .from(pages)
    .where(eq(pages.id, item.pageId));
  const filled = fillReply(text, {
    name: item.authorName,
    page: page?.name ?? '',
    user: auth.user.firstname,
  });
  const [action] = await requestActions(context, [item], {
    kind: 'reply',
    text: filled,
    requestedBy: auth.user.id,
  });
  if (!action) throw new Error('reply not written');
  return action;
}

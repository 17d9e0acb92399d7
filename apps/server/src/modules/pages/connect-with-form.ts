import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Auth } from '../auth/sessions.ts';
import { formFieldRefusal } from '../networks/form-fields.ts';
import { appErrorFromNetwork } from '../networks/network-errors.ts';
import { authorize } from '../users/access.ts';
import { savePages } from './save-pages.ts';

/**
 * Form networks (Telegram, Bluesky, push services, the sandbox): every required field, named, and
 * nothing but the form's fields. Connecting changes no page that exists on the network (the
 * sandbox only creates one); the pages are added once they are known to be free (save-pages.ts).
 */
export async function connectWithForm(
  context: AppContext,
  auth: Auth,
  kind: NetworkKind,
  fields: Record<string, string>,
) {
  authorize(auth, 'connect_pages');
  const adapter = await context.networks.adapter(kind);
  if (!adapter.connectWithForm)
    throw new AppError('invalid_data', { message: `${kind} is connected through OAuth` });
  const refusal = formFieldRefusal(kind, fields);
  if (refusal) throw refusal;
  let connected: Awaited<ReturnType<NonNullable<typeof adapter.connectWithForm>>>;
  try {
    connected = await adapter.connectWithForm(fields);
  } catch (error) {
    throw appErrorFromNetwork(error);
  }
  return savePages(context, auth, kind, connected.pages);
}

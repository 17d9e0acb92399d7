import type { Language } from '@pagewise/shared/languages';
import type { AppContext } from '../../platform/context.ts';
import { composeEmail } from './compose-email.ts';
import type { EmailKind } from './email-texts.ts';
import { queueEmail } from './queue-email.ts';

/** Queues a translated e-mail to a user; `path` is a web link relative to PUBLIC_URL. */
export async function sendEmail(
  context: Pick<AppContext, 'queue' | 'config' | 'secrets'>,
  input: {
    kind: EmailKind;
    to: string;
    name: string;
    language: Language;
    path: string;
    /** A second web link, for e-mails offering two actions. */
    secondaryPath?: string;
    values?: Record<string, string>;
  },
): Promise<void> {
  const message = composeEmail({
    ...input,
    link: `${context.config.publicUrl}${input.path}`,
    ...(input.secondaryPath ? { secondaryLink: `${context.config.publicUrl}${input.secondaryPath}` } : {}),
  });
  await queueEmail(context, message);
}

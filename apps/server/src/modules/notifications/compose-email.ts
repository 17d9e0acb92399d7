import type { Language } from '@pagewise/shared/languages';
import type { MailMessage } from '../../platform/mail.ts';
import { type EmailKind, emailTexts } from './email-texts.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Builds a translated e-mail with one call to action, as plain text and HTML. */
export function composeEmail(input: {
  kind: EmailKind;
  language: Language;
  to: string;
  name: string;
  link: string;
  /** The link behind the text's `secondaryAction`, when it has one. */
  secondaryLink?: string;
  /** Placeholder values such as `page` and `date`. */
  values?: Record<string, string>;
}): MailMessage {
  const values: Record<string, string> = { ...input.values, name: input.name };
  const fill = (template: string) => template.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);
  const raw = emailTexts[input.language][input.kind];
  // Every line is filled: a placeholder left as "{account}" would reach the reader.
  const text = {
    subject: fill(raw.subject),
    body: fill(raw.body),
    action: fill(raw.action),
    footer: fill(raw.footer),
  };
  const greeting = fill(raw.greeting);
  const secondary =
    raw.secondaryAction && input.secondaryLink
      ? { action: fill(raw.secondaryAction), link: input.secondaryLink }
      : undefined;
  return {
    to: input.to,
    subject: `Pagewise: ${text.subject}`,
    text: `${greeting}\n\n${text.body}\n\n${text.action}: ${input.link}\n${secondary ? `${secondary.action}: ${secondary.link}\n` : ''}\n${text.footer}\n`,
    html: [
      '<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1b1f24">',
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(text.body)}</p>`,
      `<p><a href="${escapeHtml(input.link)}" style="background:#1c7ed6;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(text.action)}</a></p>`,
      secondary ? `<p><a href="${escapeHtml(secondary.link)}">${escapeHtml(secondary.action)}</a></p>` : '',
      `<p style="color:#555;font-size:13px">${escapeHtml(text.footer)}</p>`,
      '</body></html>',
    ].join(''),
  };
}

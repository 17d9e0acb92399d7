import { languages } from '@pagewise/shared/languages';
import { describe, expect, it } from 'vitest';
import { composeEmail } from './compose-email.ts';
import { type EmailKind, emailTexts } from './email-texts.ts';

describe('composeEmail', () => {
  it('fills every placeholder of every e-mail, the footer included, in every language', () => {
    const values = {
      account: 'Boulangerie Durand',
      actor: 'Camille Durand',
      inviter: 'Camille Durand',
      role: 'editor',
      post: 'Fresh bread',
      page: 'Café du Port',
      date: '15 July 2026',
      freeDate: '18 July 2026',
      reason: 'The network refused it',
      size: '2 MB',
      count: '3',
      source: 'Le Monde',
      bot: 'News bot',
      error: 'timed out',
      items: '3',
      note: 'Shorter please',
      author: 'Ben Carter',
      text: 'Is this available in my city?',
      summary: 'Café du Port: 2 comments, 1 message',
      report: 'Monthly clients',
      period: '1 – 31 March 2026',
      plan: 'Standard',
      amount: '€49.00',
    };
    for (const language of languages) {
      for (const kind of Object.keys(emailTexts[language]) as EmailKind[]) {
        const mail = composeEmail({
          kind,
          language,
          to: 'ana@example.com',
          name: 'Ana',
          link: 'http://pagewise.test/#/x',
          secondaryLink: 'http://pagewise.test/#/y',
          values,
        });
        expect(`${mail.subject}\n${mail.text}`, `${language} ${kind}`).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it("names the account that asks an external validator, in the e-mail's footer", () => {
    const mail = composeEmail({
      kind: 'post_assigned_viewer',
      language: 'en',
      to: 'val@example.com',
      name: 'Val',
      link: 'http://pagewise.test/#/v',
      values: { actor: 'Camille', post: 'Fresh bread', account: 'Boulangerie Durand' },
    });
    expect(mail.text).toContain(
      'You receive this e-mail because Boulangerie Durand asked you to validate its posts on Pagewise.',
    );
    expect(mail.html).toContain('Boulangerie Durand asked you');
  });
});

import { declineCodes } from '@pagewise/shared/billing';
import { languages } from '@pagewise/shared/languages';
import { describe, expect, it } from 'vitest';
import { composeEmail } from '../notifications/compose-email.ts';
import { declineReason } from './decline-reasons.ts';

describe('declineReason', () => {
  it('says every decline code kindly in every language, as one sentence', () => {
    for (const language of languages) {
      for (const code of declineCodes) {
        const reason = declineReason(code, language);
        expect(reason, `${language} ${code}`).toMatch(/^\p{Lu}.+\.$/u);
        if (language !== 'en') expect(reason, `${language} ${code}`).not.toBe(declineReason(code, 'en'));
      }
    }
  });

  it('reads a code Stripe adds later, or none, as a plain decline', () => {
    expect(declineReason('brand_new_code', 'fr')).toBe(declineReason('generic_decline', 'fr'));
    expect(declineReason(null, 'de')).toBe(declineReason('generic_decline', 'de'));
  });

  it("puts the reason in the payment failed e-mail, in the reader's language", () => {
    const mail = composeEmail({
      kind: 'payment_failed',
      language: 'fr',
      to: 'ana@example.com',
      name: 'Ana',
      link: 'http://pagewise.test/#/dash/invoice',
      values: {
        account: 'Boulangerie Durand',
        plan: 'Standard',
        amount: '49,00 €',
        reason: declineReason('insufficient_funds', 'fr'),
      },
    });
    expect(mail.subject).toBe('Pagewise: Un paiement pour Pagewise a échoué');
    expect(mail.text).toContain(
      'Le paiement de 49,00 € pour l’offre Standard de Boulangerie Durand a échoué. La carte n’a pas de fonds suffisants',
    );
  });
});

import type { CheckoutSession } from './types.ts';

/** What the customer typed, kept when the page comes back with errors. */
export type CheckoutForm = Partial<
  Record<'method' | 'email' | 'billingName' | 'cardNumber' | 'cardExpiry' | 'cardCvc' | 'iban', string>
>;
export type CheckoutErrors = Partial<Record<keyof CheckoutForm | 'form', string>>;

const style = `
body { font-family: system-ui, sans-serif; color: #1a1a1a; background: #f6f8fa; margin: 0; }
main { max-width: 28rem; margin: 2rem auto; background: #fff; padding: 2rem; border-radius: 8px; border: 1px solid #d0d7de; }
h1 { font-size: 1.4rem; margin-top: 0; }
.muted { color: #4a5260; }
label, legend { display: block; font-weight: 600; margin: 1rem 0 0.3rem; }
input[type=text], input[type=email] { width: 100%; box-sizing: border-box; padding: 0.6rem; font-size: 1rem; border: 1px solid #6e7781; border-radius: 4px; color: #1a1a1a; }
input[aria-invalid=true] { border-color: #b00020; }
fieldset { border: 0; padding: 0; margin: 0; }
fieldset label { display: inline; font-weight: 400; margin: 0 1.5rem 0 0.3rem; }
.field-error, [role=alert] { color: #b00020; margin: 0.3rem 0; }
button, .wallet { width: 100%; margin-top: 1.5rem; padding: 0.75rem; font-size: 1rem; font-weight: 600; border: 0; border-radius: 4px; cursor: pointer; }
button { background: #0a2540; color: #fff; }
.wallet { background: #00d66f; color: #011e0f; }
:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
a { color: #0b57d0; }
.mandate { font-size: 0.85rem; color: #4a5260; }
form:has(#method-card:checked) .sepa-only, form:has(#method-sepa_debit:checked) .card-only,
form[data-only=card] .sepa-only, form[data-only=sepa_debit] .card-only { display: none; }
`;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The hosted Checkout page of a `setup` session: card, SEPA Direct Debit and a wallet button. */
export function checkoutPage(
  session: CheckoutSession,
  merchant: string,
  form: CheckoutForm = {},
  errors: CheckoutErrors = {},
): string {
  const action = `/c/pay/${encodeURIComponent(session.id)}`;
  const methods: string[] = session.payment_method_types.filter(
    (type) => type === 'card' || type === 'sepa_debit',
  );
  const wallet =
    session.payment_method_types.includes('card') || session.payment_method_types.includes('link');
  const chosen = form.method && methods.includes(form.method) ? form.method : (methods[0] ?? 'card');
  const messages = Object.values(errors).filter(Boolean);
  const field = (name: keyof CheckoutForm, label: string, attributes: string, extra = '') => {
    const error = errors[name];
    return `<label for="${name}">${label}</label>
<input type="text" id="${name}" name="${name}" value="${escapeHtml(form[name] ?? '')}" ${attributes}${
      error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''
    }>${error ? `<p class="field-error" id="${name}-error">${escapeHtml(error)}</p>` : ''}${extra}`;
  };
  const choice =
    methods.length > 1
      ? `<fieldset><legend>Payment method</legend>${methods
          .map(
            (type) =>
              `<input type="radio" id="method-${type}" name="method" value="${type}"${type === chosen ? ' checked' : ''}><label for="method-${type}">${
                type === 'card' ? 'Card' : 'SEPA Direct Debit'
              }</label>`,
          )
          .join('')}</fieldset>`
      : `<input type="hidden" name="method" value="${chosen}">`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Save your payment details – ${escapeHtml(merchant)}</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>Save your payment details</h1>
<p class="muted">${escapeHtml(merchant)} · test mode (Stripe fake)</p>
${
  wallet
    ? `<form method="post" action="${action}"><input type="hidden" name="wallet" value="link"><input type="submit" id="walletButton" class="wallet" value="Pay with Link"></form>
<p class="muted">Or enter your details</p>`
    : ''
}
<form method="post" action="${action}" novalidate${methods.length === 1 ? ` data-only="${chosen}"` : ''}>
${messages.length ? `<div role="alert" id="formError">${messages.map((message) => `<p>${escapeHtml(message ?? '')}</p>`).join('')}</div>` : ''}
${choice}
${field('email', 'Email', 'autocomplete="email" inputmode="email"')}
<div class="card-only">
${field('cardNumber', 'Card number', 'autocomplete="cc-number" inputmode="numeric" placeholder="1234 1234 1234 1234"')}
${field('cardExpiry', 'Expiry date (MM / YY)', 'autocomplete="cc-exp" inputmode="numeric" placeholder="MM / YY"')}
${field('cardCvc', 'Security code (CVC)', 'autocomplete="cc-csc" inputmode="numeric" placeholder="CVC"')}
</div>
${field('billingName', '<span class="card-only">Name on card</span><span class="sepa-only">Account holder name</span>', 'autocomplete="name"')}
<div class="sepa-only">
${field('iban', 'IBAN', 'autocomplete="off" placeholder="DE00 0000 0000 0000 0000 00"')}
<p class="mandate" id="mandate">By saving your IBAN you authorise ${escapeHtml(merchant)}, the creditor, and Stripe, its payment service provider, to send instructions to your bank to debit your account, and your bank to debit your account in line with those instructions. You are entitled to a refund from your bank under the terms of your agreement with it; a refund must be claimed within 8 weeks from the date on which your account was debited. You will be notified at least 2 days before each debit.</p>
</div>
<button type="submit" id="submitButton">Save</button>
</form>
${session.cancel_url ? `<p><a id="cancelLink" href="${escapeHtml(session.cancel_url)}">Cancel</a></p>` : ''}
</main>
</body>
</html>`;
}

/** The page of a session that cannot be used any more, or of an unknown one. */
export function closedPage(title: string, text: string, link?: { href: string; label: string }): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${
    link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''
  }</main></body>
</html>`;
}

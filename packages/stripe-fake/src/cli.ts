// `npm run stripe-fake --workspace packages/stripe-fake -- --port 12111 --webhook-url <url> --webhook-secret whsec_…`:
// a fake Stripe for local use, until Ctrl-C.
import { parseArgs } from 'node:util';
import { startStripeFake } from './index.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '12111' },
    host: { type: 'string', default: '127.0.0.1' },
    'webhook-url': { type: 'string' },
    'webhook-secret': { type: 'string', default: 'whsec_test_local' },
    'secret-key': { type: 'string', default: 'sk_test_pagewise_local' },
  },
});

const fake = await startStripeFake({
  port: Number(values.port),
  host: values.host,
  webhookUrl: values['webhook-url'],
  webhookSecret: values['webhook-secret'],
  secretKey: values['secret-key'],
  // A developer's server may be slow to start: retry for about a minute.
  webhookRetryDelaysMs: [1000, 5000, 15_000, 40_000],
});

process.stdout.write(`Stripe fake listening on ${fake.url}
Webhooks: ${values['webhook-url'] ?? '(none: events are only listed at /v1/events)'}

STRIPE_SECRET_KEY=${values['secret-key']}
STRIPE_API_URL=${fake.url}
STRIPE_WEBHOOK_SECRET=${values['webhook-secret']}
`);

const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

// Usage: npm run set-plan --workspace apps/server -- <administrator e-mail or account id> <free|starter|standard|premium> [monthly|annual]
// Without Stripe (STRIPE_SECRET_KEY unset), this is how an account gets its plan (README "Plans").
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { assignPlan } from '../modules/plans/assign-plan.ts';

const [who, plan, period] = process.argv.slice(2);
if (!who || !plan) {
  console.error(
    'Usage: set-plan <administrator e-mail or account id> <free|starter|standard|premium> [monthly|annual]',
  );
  process.exit(1);
}
const app = await createApp({ ...loadConfig({ ...process.env, LOG_LEVEL: 'warn' }), role: 'web' });
try {
  if (app.context.config.stripe)
    console.warn(
      'Stripe is configured: its next confirmed payment or reconciliation may change this plan again.',
    );
  const account = await assignPlan(app.context, { who, plan, period });
  console.log(
    `${account.name} (${account.id}) is on the ${account.plan} plan${account.period ? `, billed ${account.period}` : ''}.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await app.close();
}

import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AccountPlan, BillingOverview } from '@pagewise/shared/billing';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { declineText } from '../../../lib/translate-error.ts';
import { planPath } from '../../plan/plan-paths.ts';
import { useDay } from '../hooks/use-day.ts';
import { stateColour } from '../subscription-state.ts';

interface SubscriptionSectionProps {
  overview: BillingOverview;
  /** The plan in force (`GET /plan`), for an account without a paid subscription. */
  account: AccountPlan | undefined;
}

/**
 * The subscription's state (spec §4): trial, active (renews on), past due, cancelled (ends on),
 * with the last payment that failed and why, until one succeeds.
 */
export function SubscriptionSection({ overview, account }: SubscriptionSectionProps) {
  const { t } = useTranslation(['billing', 'errors']);
  const day = useDay();
  const subscription = overview.subscription;
  const state = subscription?.state ?? account?.state;
  const end = subscription?.currentPeriodEnd ? day(subscription.currentPeriodEnd) : null;
  return (
    <Paper component="section" aria-labelledby="subscription-title" withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3" id="subscription-title">
          {t('subscription.title')}
        </Title>
        <Group gap="sm">
          <Text fw={500}>
            {subscription
              ? t(subscription.period === 'annual' ? 'subscription.planAnnual' : 'subscription.planMonthly', {
                  plan: t(`plans.${subscription.plan}`),
                })
              : t('subscription.none', { plan: t(`plans.${account?.plan ?? 'free'}`) })}
          </Text>
          {state ? (
            <Badge color={stateColour[state]} variant="light">
              {t(`status.state.${state}`)}
            </Badge>
          ) : null}
        </Group>
        <SubscriptionDetail overview={overview} account={account} end={end} />
        {overview.lastPaymentError ? (
          <Alert color="red" role="alert" title={t('lastError.title')}>
            {t('lastError.on', {
              date: day(overview.lastPaymentError.at),
              reason: declineText(t, overview.lastPaymentError.declineCode ?? overview.lastPaymentError.code),
            })}
          </Alert>
        ) : null}
        <Anchor component={Link} to={planPath} size="sm">
          {t('subscription.changePlan')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

function SubscriptionDetail(props: {
  overview: BillingOverview;
  account: AccountPlan | undefined;
  end: string | null;
}) {
  const { t } = useTranslation('billing');
  const day = useDay();
  const { overview, account, end } = props;
  const subscription = overview.subscription;
  let text: string | null = null;
  if (!subscription) {
    if (account?.state === 'trial' && account.trial)
      text = t('subscription.trialEnds', { date: day(account.trial.endsAt) });
  } else if (subscription.state === 'past_due') text = t('subscription.pastDue');
  else if (!end) text = null;
  else if (subscription.state === 'trial') text = t('subscription.trialEnds', { date: end });
  else if (subscription.state === 'cancelled' || subscription.cancelAtPeriodEnd)
    text = t('subscription.endsOn', { date: end });
  else if (subscription.state === 'active') text = t('subscription.renews', { date: end });
  return text ? <Text size="sm">{text}</Text> : null;
}

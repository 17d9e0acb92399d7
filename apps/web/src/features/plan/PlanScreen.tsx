import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AccountPlan } from '@pagewise/shared/billing';
import type { BillingPeriod } from '@pagewise/shared/plans';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenTitle } from '../../app/useScreenTitle.ts';
import { translateError } from '../../lib/translate-error.ts';
import { useCan } from '../auth/use-can.ts';
import { useBillingOverview } from '../billing/api/get-billing.ts';
import { BillingNotConfigured } from '../billing/components/BillingNotConfigured.tsx';
import { CheckoutNotice } from '../billing/components/CheckoutNotice.tsx';
import { useCheckoutReturn } from '../billing/hooks/use-checkout-return.ts';
import { usePlan } from './api/get-plan.ts';
import { ChangePlanDialog, type PlanChoice } from './components/ChangePlanDialog.tsx';
import { ConciergeOption } from './components/ConciergeOption.tsx';
import { ContactRequestForm } from './components/ContactRequestForm.tsx';
import { PartnerOffer } from './components/PartnerOffer.tsx';
import { PlanCards } from './components/PlanCards.tsx';
import { PlanStatus } from './components/PlanStatus.tsx';
import { PromoCodeForm } from './components/PromoCodeForm.tsx';

/**
 * `/dash/plan`: the account's plan and trial, the plan cards with the monthly/annual switch, the
 * promo code, the concierge option, the partner offer and the contact request. Every role reads
 * the cards; administrators change the plan. Back from Stripe Checkout (`?checkout=`), the
 * payment is completed here.
 */
export default function PlanScreen() {
  const { t } = useTranslation(['billing', 'dash', 'errors']);
  const title = t('screens.plan.title', { ns: 'dash' });
  useScreenTitle(title);
  const plan = usePlan();
  const checkout = useCheckoutReturn(t('updated'));
  return (
    <Stack gap="xl">
      <Title order={1} size="h2">
        {title}
      </Title>
      <CheckoutNotice checkout={checkout} />
      {plan.isPending ? (
        <Stack gap="md" role="status" aria-label={t('loading')}>
          <Skeleton height={140} radius="md" />
          <Skeleton height={480} radius="md" />
        </Stack>
      ) : plan.isError ? (
        <Alert color="red" role="alert" title={t('loadFailed')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{translateError(t, plan.error)}</Text>
            <Button variant="light" color="red" onClick={() => void plan.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <PlanContent account={plan.data} />
      )}
      <ConciergeOption account={plan.data} />
      <PartnerOffer />
      <ContactRequestForm />
    </Stack>
  );
}

function PlanContent({ account }: { account: AccountPlan }) {
  const administrator = useCan('billing');
  const canChange = administrator && account.billingConfigured;
  // The period paid for first; an account without one compares monthly prices. When the paid
  // period changes (back from paying, or from another tab), the prices shown follow it.
  // A period the user picks holds while the paid one is the one it was picked against.
  const paid = account.period;
  const [picked, setPicked] = useState<{ paid: BillingPeriod | null; period: BillingPeriod } | null>(null);
  const period = picked?.paid === paid ? picked.period : (paid ?? 'monthly');
  const setPeriod = (next: BillingPeriod) => setPicked({ paid, period: next });
  const [choice, setChoice] = useState<PlanChoice | null>(null);
  // When the paid period ends, said before a move to the free plan (administrators only read it).
  const overview = useBillingOverview(canChange);
  return (
    <>
      <PlanStatus account={account} canChange={administrator} />
      {account.billingConfigured ? null : <BillingNotConfigured />}
      <PlanCards
        account={account}
        period={period}
        onPeriodChange={setPeriod}
        canChange={canChange}
        onChoose={setChoice}
      />
      {canChange ? <PromoCodeForm period={period} /> : null}
      {choice ? (
        <ChangePlanDialog
          account={account}
          choice={choice}
          periodEnd={overview.data?.subscription?.currentPeriodEnd ?? null}
          onClose={() => setChoice(null)}
        />
      ) : null}
    </>
  );
}

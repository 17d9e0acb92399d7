import { Modal, Stack, Text } from '@mantine/core';
import type { AccountPlan } from '@pagewise/shared/billing';
import { type BillingPeriod, type PlanId, planPriceCents } from '@pagewise/shared/plans';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format-money.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { CheckoutDialogFooter } from '../../billing/components/CheckoutDialogFooter.tsx';
import { useDay } from '../../billing/hooks/use-day.ts';
import { useChoosePlan } from '../api/choose-plan.ts';
import type { PlanChange } from '../plan-change.ts';

export interface PlanChoice {
  plan: PlanId;
  period: BillingPeriod;
  action: PlanChange;
}

const titles: Record<PlanChange, string> = {
  upgrade: 'confirm.titleUpgrade',
  downgrade: 'confirm.titleDowngrade',
  choose: 'confirm.titleChoose',
  toAnnual: 'confirm.titleToAnnual',
  toMonthly: 'confirm.titleToMonthly',
};

interface ChangePlanDialogProps {
  account: AccountPlan;
  choice: PlanChoice;
  /** When the paid period ends (the billing overview's), for a move to the free plan. */
  periodEnd: string | null;
  onClose: () => void;
}

/**
 * The confirmation before any change of plan (spec §4): the price, and on a downgrade that data
 * over the new limits is kept read-only, never deleted, or, to the free plan, that the paid plan
 * runs to the end of its period. Confirmed, the plan changes at once ("Your choice was updated"),
 * or the browser goes to Stripe Checkout to add a payment method first.
 */
export function ChangePlanDialog({ account, choice, periodEnd, onClose }: ChangePlanDialogProps) {
  const { t, i18n } = useTranslation(['billing', 'errors']);
  const choose = useChoosePlan();
  const day = useDay();
  const [leaving, setLeaving] = useState(false);
  const name = t(`plans.${choice.plan}`);
  const currentName = t(`plans.${account.chosenPlan}`);
  const cents = planPriceCents(choice.plan, choice.period);
  const price = t(choice.period === 'annual' ? 'price.annual' : 'price.monthly', {
    price: formatMoney(cents, i18n.resolvedLanguage ?? i18n.language),
  });
  const toFree = choice.plan === 'free';

  const confirm = () =>
    choose.mutate(
      { plan: choice.plan, period: choice.period },
      {
        onSuccess: (result) => {
          if (result.outcome === 'checkout') {
            setLeaving(true);
            window.location.assign(result.checkoutUrl);
            return;
          }
          notifySuccess(t('updated'));
          onClose();
        },
      },
    );

  return (
    <Modal opened onClose={onClose} title={t(titles[choice.action], { plan: name })}>
      <Stack gap="md">
        {toFree ? null : <Text size="sm">{t('confirm.price', { plan: name, price })}</Text>}
        {choice.action === 'downgrade' ? <Text size="sm">{t('confirm.kept', { plan: name })}</Text> : null}
        {toFree ? (
          <Text size="sm">
            {periodEnd
              ? t('confirm.toFree', { plan: currentName, date: day(periodEnd) })
              : t('confirm.toFreeUndated', { plan: currentName })}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('confirm.payment')}
          </Text>
        )}
        <CheckoutDialogFooter
          failedTitle={t('confirm.failed')}
          error={choose.isError ? choose.error : null}
          leaving={leaving}
          pending={choose.isPending}
          submitLabel={t('confirm.submit')}
          onSubmit={confirm}
          onCancel={onClose}
        />
      </Stack>
    </Modal>
  );
}

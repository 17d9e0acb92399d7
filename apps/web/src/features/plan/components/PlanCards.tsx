import { Group, SimpleGrid, Stack, Title } from '@mantine/core';
import type { AccountPlan } from '@pagewise/shared/billing';
import { type BillingPeriod, planIds } from '@pagewise/shared/plans';
import { useTranslation } from 'react-i18next';
import { isChange, type PlanChange, planAction } from '../plan-change.ts';
import { PeriodSwitch } from './PeriodSwitch.tsx';
import { PlanCard } from './PlanCard.tsx';

interface PlanCardsProps {
  account: AccountPlan;
  period: BillingPeriod;
  onPeriodChange: (period: BillingPeriod) => void;
  canChange: boolean;
  onChoose: (choice: { plan: (typeof planIds)[number]; period: BillingPeriod; action: PlanChange }) => void;
}

/** The four plans side by side (stacked on a phone), over the period the switch shows. */
export function PlanCards({ account, period, onPeriodChange, canChange, onChoose }: PlanCardsProps) {
  const { t } = useTranslation('billing');
  return (
    <Stack component="section" aria-labelledby="plan-cards-title" gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id="plan-cards-title">
          {t('cards.title')}
        </Title>
        <PeriodSwitch value={period} onChange={onPeriodChange} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }} spacing="md">
        {planIds.map((plan) => {
          const action = planAction(account, plan, period);
          return (
            <PlanCard
              key={plan}
              plan={plan}
              period={period}
              action={action}
              trialPlan={account.state === 'trial' && account.plan === plan}
              canChange={canChange}
              onChoose={() => {
                if (isChange(action)) onChoose({ plan, period, action });
              }}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

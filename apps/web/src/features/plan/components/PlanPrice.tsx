import { Badge, Group, Stack, Text } from '@mantine/core';
import { type BillingPeriod, type PlanId, planPriceCents } from '@pagewise/shared/plans';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format-money.ts';

/** "€49 a month", or "€490 a year, that is €40.83 a month" with its two months free. */
export function PlanPrice({ plan, period }: { plan: PlanId; period: BillingPeriod }) {
  const { t, i18n } = useTranslation('billing');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const cents = planPriceCents(plan, period);
  const annual = period === 'annual' && cents > 0;
  return (
    <Stack gap={2}>
      <Text fz="xl" fw={700}>
        {t(annual ? 'price.annual' : 'price.monthly', { price: formatMoney(cents, language) })}
      </Text>
      {annual ? (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('price.annualPerMonth', { price: formatMoney(Math.round(cents / 12), language) })}
          </Text>
          <Badge size="sm" color="green" variant="light">
            {t('period.twoMonthsFree')}
          </Badge>
        </Group>
      ) : null}
    </Stack>
  );
}

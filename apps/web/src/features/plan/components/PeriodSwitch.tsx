import { Badge, Group, SegmentedControl } from '@mantine/core';
import { type BillingPeriod, billingPeriods } from '@pagewise/shared/plans';
import { useTranslation } from 'react-i18next';

/** Monthly or annual prices on every card; annual billing costs ten months. */
export function PeriodSwitch({
  value,
  onChange,
}: {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}) {
  const { t } = useTranslation('billing');
  return (
    <Group gap="sm">
      <SegmentedControl
        aria-label={t('period.label')}
        value={value}
        onChange={(next) => onChange(next as BillingPeriod)}
        data={billingPeriods.map((period) => ({ value: period, label: t(`period.${period}`) }))}
      />
      <Badge color="green" variant="light">
        {t('period.twoMonthsFree')}
      </Badge>
    </Group>
  );
}

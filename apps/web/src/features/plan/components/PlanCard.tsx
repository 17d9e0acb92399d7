import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { BillingPeriod, PlanId } from '@pagewise/shared/plans';
import { useTranslation } from 'react-i18next';
import type { PlanAction } from '../plan-change.ts';
import { PlanFeatureList } from './PlanFeatureList.tsx';
import { PlanPrice } from './PlanPrice.tsx';

interface PlanCardProps {
  plan: PlanId;
  period: BillingPeriod;
  /** What this card offers the account; its button is left out when the user may not change the plan. */
  action: PlanAction;
  /** The plan whose rows the account has on its trial. */
  trialPlan: boolean;
  /** False for the roles that read the plan without changing it, and without billing here. */
  canChange: boolean;
  onChoose: () => void;
}

/** One plan: its name, price over the chosen period, every row of the table, and what to do. */
export function PlanCard({ plan, period, action, trialPlan, canChange, onChoose }: PlanCardProps) {
  const { t } = useTranslation('billing');
  const name = t(`plans.${plan}`);
  const current = action === 'current';
  const titleId = `plan-card-${plan}`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      padding="lg"
      data-plan={plan}
      style={current ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Stack gap="md" h="100%">
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={3} size="h4" id={titleId}>
              {name}
            </Title>
            {current ? (
              <Badge variant="filled">{t('cards.current')}</Badge>
            ) : trialPlan ? (
              <Badge color="orange" variant="light">
                {t('cards.trialPlan')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {t(`taglines.${plan}`)}
          </Text>
        </Stack>
        <PlanPrice plan={plan} period={period} />
        <PlanFeatureList plan={plan} />
        <Stack mt="auto" gap="xs">
          <CardAction plan={name} action={action} canChange={canChange} onChoose={onChoose} />
        </Stack>
      </Stack>
    </Card>
  );
}

function CardAction(props: { plan: string; action: PlanAction; canChange: boolean; onChoose: () => void }) {
  const { t } = useTranslation('billing');
  const { plan, action, canChange, onChoose } = props;
  if (action === 'afterTrial') {
    return (
      <Text size="sm" c="dimmed">
        {t('cards.afterTrial')}
      </Text>
    );
  }
  if (action === 'current') {
    return canChange ? (
      <Button variant="default" disabled fullWidth>
        {t('cards.current')}
      </Button>
    ) : null;
  }
  if (!canChange) return null;
  const label =
    action === 'toAnnual' || action === 'toMonthly' ? t(`cards.${action}`) : t(`cards.${action}`, { plan });
  return (
    <Button fullWidth variant={action === 'downgrade' ? 'default' : 'filled'} onClick={onChoose}>
      {label}
    </Button>
  );
}

import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { AccountPlan } from '@pagewise/shared/billing';
import { planLimits } from '@pagewise/shared/plans';
import { useTranslation } from 'react-i18next';
import { useDay } from '../../billing/hooks/use-day.ts';
import { stateColour } from '../../billing/subscription-state.ts';
import { trialLeftText } from '../trial-left.ts';

/** The plan in force, its state, the trial's days and end, and what the account uses of each count. */
export function PlanStatus({ account, canChange }: { account: AccountPlan; canChange: boolean }) {
  const { t, i18n } = useTranslation('billing');
  const day = useDay();
  const plan = t(`plans.${account.plan}`);
  const line =
    account.period === null || account.plan === 'free' || account.state === 'trial'
      ? t('status.current', { plan })
      : t(account.period === 'annual' ? 'status.currentAnnual' : 'status.currentMonthly', { plan });
  const number = (value: number) => value.toLocaleString(i18n.resolvedLanguage ?? i18n.language);
  return (
    <Paper component="section" aria-labelledby="plan-status-title" withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3" id="plan-status-title">
          {t('status.title')}
        </Title>
        <Group gap="sm">
          <Text fw={500}>{line}</Text>
          <Badge color={stateColour[account.state]} variant="light">
            {t(`status.state.${account.state}`)}
          </Badge>
        </Group>
        {account.state === 'trial' && account.trial ? (
          <Stack gap={4}>
            <Text fw={500}>{trialLeftText(t, account.trial)}</Text>
            <Text size="sm">{t('trial.features', { plan })}</Text>
            <Text size="sm">
              {account.trial.freeFrom
                ? t('trial.freeFrom', { date: day(account.trial.freeFrom) })
                : t('trial.promoCharged', { plan })}
            </Text>
          </Stack>
        ) : null}
        <List listStyleType="none" spacing={2} size="sm" aria-label={t('usage.title')} maw={420}>
          {planLimits.map((limit) => {
            const max = account.limits[limit];
            const used = number(account.usage[limit] ?? 0);
            return (
              <List.Item key={limit} styles={{ itemWrapper: { display: 'block' } }}>
                <Group justify="space-between" gap="md" wrap="nowrap">
                  <Text size="sm">{t(`usage.${limit}`)}</Text>
                  <Text size="sm" fw={500}>
                    {max === null || max === undefined
                      ? t('usage.unlimited', { used })
                      : t('usage.of', { used, max: number(max) })}
                  </Text>
                </Group>
              </List.Item>
            );
          })}
        </List>
        {canChange ? null : (
          <Text size="sm" c="dimmed">
            {t('status.readOnly')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

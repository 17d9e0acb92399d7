import { Paper, Stack, Text, Title } from '@mantine/core';
import type { AccountPlan } from '@pagewise/shared/billing';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/**
 * The concierge option (spec §1): what it unlocks and how to have it. Plan prompts lead here
 * (`?focus=concierge`): the section comes into view with the focus on its title.
 */
export function ConciergeOption({ account }: { account: AccountPlan | undefined }) {
  const { t } = useTranslation('billing');
  const [params] = useSearchParams();
  const title = useRef<HTMLHeadingElement>(null);
  const focused = params.get('focus') === 'concierge';
  useEffect(() => {
    if (!focused) return;
    title.current?.scrollIntoView?.({ block: 'start' });
    title.current?.focus();
  }, [focused]);
  const included = account?.features.conciergeOption ?? true;
  return (
    <Paper component="section" aria-labelledby="concierge-title" withBorder p="lg" radius="md" id="concierge">
      <Stack gap="sm">
        <Title order={2} size="h3" id="concierge-title" ref={title} tabIndex={-1}>
          {t('concierge.title')}
        </Title>
        <Text size="sm">{t('concierge.text')}</Text>
        <Text size="sm">{t('concierge.how')}</Text>
        {included || !account ? null : (
          <Text size="sm" c="dimmed">
            {t('concierge.notIncluded', { plan: t(`plans.${account.plan}`) })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SandboxPageView } from '@pagewise/shared/pages';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../hooks/use-formats.ts';
import { SandboxDailyBars } from './SandboxDailyBars.tsx';

type Metrics = NonNullable<SandboxPageView['metrics']>;

/** Followers, and the last 7 days' impressions and engagements, in total and per day. */
export function SandboxFigures({ metrics }: { metrics: SandboxPageView['metrics'] }) {
  const { t } = useTranslation('pages');
  const { number } = useFormats();
  const figures: { key: keyof Omit<Metrics, 'daily'>; label: string }[] = [
    { key: 'followers', label: t('sandbox.followers') },
    { key: 'impressions', label: t('sandbox.impressions') },
    { key: 'engagements', label: t('sandbox.engagements') },
  ];
  return (
    <section aria-labelledby="sandbox-figures">
      <Title order={3} size="h5" id="sandbox-figures" mb="xs">
        {t('sandbox.figures')}
      </Title>
      {metrics ? (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" role="list">
            {figures.map(({ key, label }) => (
              <Paper key={key} withBorder p="sm" role="listitem" aria-label={label}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text fw={700} size="xl">
                  {number(metrics[key])}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <SandboxDailyBars daily={metrics.daily} />
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('sandbox.noFigures')}
        </Text>
      )}
    </section>
  );
}

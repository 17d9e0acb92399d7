import { Box, Group, Stack, Text } from '@mantine/core';
import type { SandboxPageView } from '@pagewise/shared/pages';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../hooks/use-formats.ts';

type Day = NonNullable<SandboxPageView['metrics']>['daily'][number];

/** One bar per day, its length the day's impressions against the busiest day. */
export function SandboxDailyBars({ daily }: { daily: Day[] }) {
  const { t } = useTranslation('pages');
  const { number, day } = useFormats();
  const busiest = Math.max(1, ...daily.map((entry) => entry.impressions));
  return (
    <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('sandbox.daily')}>
      {daily.map((entry) => (
        <Group component="li" key={entry.date} gap="sm" wrap="nowrap" aria-label={day(entry.date)}>
          <Text size="xs" w={96} style={{ flexShrink: 0 }}>
            {day(entry.date)}
          </Text>
          <Box style={{ flex: 1 }} h={8} bg="var(--mantine-color-default-border)" aria-hidden>
            <Box h="100%" w={`${(entry.impressions / busiest) * 100}%`} bg="blue.6" />
          </Box>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {t('sandbox.dayFigures', {
              impressions: number(entry.impressions),
              engagements: number(entry.engagements),
            })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

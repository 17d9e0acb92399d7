import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { Page } from '@pagewise/shared/pages';
import { minimumPostsForOptimalTimes } from '@pagewise/shared/planner';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/translate-error.ts';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import { useOptimalTimes } from '../api/get-optimal-times.ts';
import { nextOptimalTime, optimalTimeLabel } from '../optimal-times.ts';

interface OptimalTimesListProps {
  page: Page;
  /** The next occurrence of the chosen time, at least the minimum delay ahead; none: shown only. */
  onPick?: ((at: Date) => void) | undefined;
  /** At most this many of the best times. */
  limit?: number;
  /** The label of each time's button, for the screen reader ("Schedule on Tuesday 18:30"). */
  pickLabel?: (time: string) => string;
  /** A hint beside another task (the composer): a failure is said quietly, not as an alert. */
  quiet?: boolean;
}

/**
 * The best times to post on a page, best first, in the user's time zone and language, with what
 * they rest on: the page's own published posts, or general times for its network when the page
 * has too few (spec "optimal posting times").
 */
export function OptimalTimesList({ page, onPick, limit, pickLabel, quiet = false }: OptimalTimesListProps) {
  const { t, i18n } = useTranslation(['planner', 'pages']);
  const timeZone = useTimeZone();
  const times = useOptimalTimes(page.id);
  if (times.isPending) {
    return <Skeleton height={32} role="status" aria-label={t('optimal.loading')} />;
  }
  if (times.isError && quiet) {
    return (
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          {t('optimal.loadFailed')}
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={() => void times.refetch()}>
          {t('retry')}
        </Button>
      </Group>
    );
  }
  if (times.isError) {
    return (
      <Alert color="red" role="alert" title={t('optimal.loadFailed')}>
        <Group gap="sm">
          <Text size="sm">{translateError(t, times.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void times.refetch()}>
            {t('retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  const now = new Date();
  const ranked = [...times.data.times].sort((a, b) => b.score - a.score).slice(0, limit);
  const basis =
    times.data.basis === 'page'
      ? t('optimal.basisPage', { count: times.data.measuredPosts })
      : t('optimal.basisNetwork', {
          network: t(`networks.${page.kind}`, { ns: 'pages' }),
          minimum: minimumPostsForOptimalTimes,
        });
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {basis}
      </Text>
      {ranked.length === 0 ? (
        <Text size="sm">{t('optimal.none')}</Text>
      ) : (
        <Group gap="xs">
          {ranked.map((time) => {
            const label = optimalTimeLabel(
              time.minuteOfWeek,
              now,
              i18n.language,
              times.data.timeZone,
              timeZone,
            );
            const best = time.score >= 0.999;
            if (!onPick) {
              return (
                <Badge key={time.minuteOfWeek} size="lg" variant={best ? 'filled' : 'light'}>
                  {label}
                </Badge>
              );
            }
            return (
              <Button
                key={time.minuteOfWeek}
                size="xs"
                variant={best ? 'filled' : 'light'}
                aria-label={pickLabel?.(label) ?? label}
                onClick={() => onPick(nextOptimalTime(time.minuteOfWeek, new Date(), times.data.timeZone))}
              >
                {label}
              </Button>
            );
          })}
        </Group>
      )}
    </Stack>
  );
}

import { Anchor, Group, Text } from '@mantine/core';
import type { Source } from '@pagewise/shared/sources/source';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import { formatDateTime } from '../../posts/format.ts';

/**
 * When the source was read, when it last brought something new (and the newest item's link),
 * when it is read next, and its use.
 */
export function SourceFacts({ source }: { source: Source }) {
  const { t, i18n } = useTranslation('sources');
  const timeZone = useTimeZone();
  const when = (iso: string | null) =>
    iso ? formatDateTime(iso, i18n.language, timeZone) : t('facts.never');
  const facts = [
    t('facts.lastFetched', { date: when(source.lastFetchedAt) }),
    t('facts.lastAdded', { date: when(source.lastAddedAt) }),
    source.status === 'running' && source.nextFetchAt
      ? t('facts.nextFetch', { date: formatDateTime(source.nextFetchAt, i18n.language, timeZone) })
      : null,
    t('facts.items', { count: source.itemCount }),
    t('facts.bots', { count: source.botCount }),
  ].filter((fact): fact is string => fact !== null);
  return (
    <Group gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {facts.map((fact) => (
        <Text key={fact} component="li" size="xs" c="dimmed">
          {fact}
        </Text>
      ))}
      {source.lastFetchedUrl ? (
        <Text component="li" size="xs" c="dimmed" maw={360} truncate="end">
          {t('facts.newestItem')}{' '}
          <Anchor href={source.lastFetchedUrl} target="_blank" rel="noreferrer" size="xs">
            {source.lastFetchedUrl}
          </Anchor>
        </Text>
      ) : null}
    </Group>
  );
}

import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import type { PostHistoryEntry } from '../api/get-post-history.ts';
import { formatDateTime } from '../format.ts';
import { historyFieldName, historyValueText } from '../history-values.ts';

interface HistoryEntryProps {
  entry: PostHistoryEntry;
  pageNames: ReadonlyMap<string, string>;
}

/** One change: who did what and when, then each field as before → after. */
export function HistoryEntry({ entry, pageNames }: HistoryEntryProps) {
  const { t, i18n } = useTranslation('posts');
  const timeZone = useTimeZone();
  const context = { t, locale: i18n.language, timeZone, pageNames };
  return (
    <Paper component="li" withBorder p="sm">
      <Group gap="xs" mb={entry.changes.length > 0 ? 'xs' : 0}>
        <Text fw={600} size="sm">
          {t(`history.actions.${entry.action}`, { defaultValue: t('history.actions.other') })}
        </Text>
        <Text size="sm" c="dimmed">
          {formatDateTime(entry.at, i18n.language, timeZone)}
          {entry.userName ? ` · ${t('history.by', { name: entry.userName })}` : ''}
        </Text>
      </Group>
      <Stack component="dl" gap={4} m={0}>
        {entry.changes.map((change, index) => (
          // A field may change twice in one entry (two options): the index keeps keys apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: changes have no id and never reorder
          <div key={`${change.field}-${index}`}>
            <Text component="dt" size="sm" fw={500}>
              {historyFieldName(t, change.field)}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              <Text span c="dimmed" td="line-through">
                {historyValueText(change.field, change.before, context)}
              </Text>
              {' → '}
              <Text span>{historyValueText(change.field, change.after, context)}</Text>
            </Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}

import { Alert, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { dayIn, instantAt } from '@pagewise/shared/time-zones';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/translate-error.ts';
import { useCan } from '../../auth/use-can.ts';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import { formatDuration } from '../../posts/format.ts';
import { useInboxTeam } from '../api/inbox-reads.ts';

const startOf = (day: string, zone: string, later = 0) => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return instantAt({ year, month, day: date + later }, zone).toISOString();
};

/** Items treated and the median time to a first reply, per user, over the days chosen (the account's zone). */
export function TeamPanel() {
  const { t, i18n } = useTranslation(['inbox', 'errors']);
  const zone = useTimeZone();
  const canModerate = useCan('moderate');
  const today = dayIn(new Date(), zone);
  const [from, setFrom] = useState(dayIn(new Date(Date.now() - 29 * 86_400_000), zone));
  const [to, setTo] = useState(today);
  const team = useInboxTeam(
    { from: startOf(from, zone), to: startOf(to, zone, 1) },
    canModerate && from <= to,
  );
  if (!canModerate) return <Text c="dimmed">{t('team.notAllowed')}</Text>;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <TextInput
          type="date"
          size="xs"
          label={t('filters.from')}
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          size="xs"
          label={t('filters.to')}
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
      </Group>
      {team.isPending ? (
        <Loader size="sm" aria-label={t('list.loading')} />
      ) : team.isError ? (
        <Alert color="red">{translateError(t, team.error)}</Alert>
      ) : team.data.length === 0 ? (
        <Text c="dimmed">{t('team.empty')}</Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('team.user')}</Table.Th>
              <Table.Th>{t('team.treated')}</Table.Th>
              <Table.Th>{t('team.replies')}</Table.Th>
              <Table.Th>{t('team.medianFirstReply')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {team.data.map((row) => (
              <Table.Tr key={row.userId}>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>{row.treated.toLocaleString(i18n.language)}</Table.Td>
                <Table.Td>{row.replies.toLocaleString(i18n.language)}</Table.Td>
                <Table.Td>
                  {row.medianFirstReplyMs === null
                    ? '—'
                    : formatDuration(row.medianFirstReplyMs, i18n.language)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

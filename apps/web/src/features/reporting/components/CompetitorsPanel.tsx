import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { addCompetitorRequest, competitorAddressMax } from '@pagewise/shared/competitors';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { Report } from '@pagewise/shared/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageAvatar } from '../../../components/PageAvatar.tsx';
import { schemaErrors, serverFieldErrors } from '../../../lib/form-errors.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import { translateError } from '../../../lib/translate-error.ts';
import { useCan } from '../../auth/use-can.ts';
import { usePages } from '../../pages/api/get-pages.ts';
import { useAddCompetitor, useCompetitors, useDeleteCompetitor } from '../api/competitors.ts';
import type { ReportFilters } from '../hooks/use-report-filters.ts';
import { useReportFormats } from '../hooks/use-report-formats.ts';
import { CsvButton } from './CsvButton.tsx';
import { SortHeader, useSortedRows } from './SortHeader.tsx';
import { TableScroll } from './TableScroll.tsx';

/**
 * Spec §2 competitors: public pages followed by address or handle, each with its followers, posts
 * and interactions over the period and its engagement (interactions per 1,000 followers, spec §9).
 */
export function CompetitorsPanel({ report, filters }: { report: Report; filters: ReportFilters }) {
  const { t } = useTranslation(['reporting', 'pages']);
  const formats = useReportFormats();
  const canManage = useCan('export_reports');
  const competitors = useCompetitors();
  const remove = useDeleteCompetitor();
  const { sorted, sortBy, setSortBy } = useSortedRows(
    report.competitors,
    (line, key: 'followers' | 'posts' | 'interactions' | 'engagementPerThousand') => line[key],
  );
  const header = (key: 'followers' | 'posts' | 'interactions' | 'engagementPerThousand', label: string) => (
    <SortHeader label={label} active={sortBy === key} onSort={() => setSortBy(key)} align="right" />
  );
  const errors = new Map((competitors.data ?? []).map((competitor) => [competitor.id, competitor.lastError]));
  const confirmDelete = (id: string, name: string) =>
    modals.openConfirmModal({
      title: t('competitors.deleteTitle', { name }),
      children: <Text size="sm">{t('competitors.deleteBody')}</Text>,
      labels: { confirm: t('competitors.delete'), cancel: t('competitors.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(id, {
          onSuccess: () => notifySuccess(t('competitors.deleted', { name })),
          onError: (error) => notifyError(translateError(t, error)),
        }),
    });
  return (
    <Stack gap="md">
      {canManage ? <AddCompetitorForm /> : null}
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm">
          <Title order={3} size="h5">
            {t('sections.competitors')}
          </Title>
          <CsvButton
            filters={filters}
            table="competitors"
            period={report.period}
            label={t('sections.competitors')}
          />
        </Group>
        <Text size="xs" c="dimmed" mb="sm">
          {t('formulas.competitorEngagement')}
        </Text>
        {report.competitors.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('empty.competitors')}
          </Text>
        ) : (
          <TableScroll label={t('sections.competitors')}>
            <Table striped miw={640} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('competitors.page')}</Table.Th>
                  {header('followers', t('figures.followers'))}
                  {header('posts', t('figures.posts'))}
                  {header('interactions', t('competitors.interactions'))}
                  {header('engagementPerThousand', t('competitors.engagement'))}
                  {canManage ? <Table.Th>{t('competitors.actions')}</Table.Th> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sorted.map((competitor) => {
                  const error = errors.get(competitor.id);
                  return (
                    <Table.Tr key={competitor.id} data-competitor={competitor.handle}>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <PageAvatar
                            page={{ name: competitor.name, network: competitor.network }}
                            size={28}
                            decorative
                          />
                          <div>
                            <Text size="sm">{competitor.name}</Text>
                            <Text size="xs" c="dimmed">
                              {t('competitors.handle', {
                                handle: competitor.handle,
                                network: t(`pages:networks.${competitor.network}`),
                              })}
                            </Text>
                            {error ? (
                              <Text size="xs" c="red.8">
                                {t(`competitors.errors.${error}`, {
                                  defaultValue: t('competitors.errors.network_error'),
                                })}
                              </Text>
                            ) : null}
                          </div>
                        </Group>
                      </Table.Td>
                      <Table.Td ta="right">{formats.figure(competitor.followers)}</Table.Td>
                      <Table.Td ta="right">{formats.figure(competitor.posts)}</Table.Td>
                      <Table.Td ta="right">{formats.figure(competitor.interactions)}</Table.Td>
                      <Table.Td ta="right">{formats.decimal(competitor.engagementPerThousand)}</Table.Td>
                      {canManage ? (
                        <Table.Td>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('competitors.deleteLabel', { name: competitor.name })}
                            onClick={() => confirmDelete(competitor.id, competitor.name)}
                          >
                            ×
                          </ActionIcon>
                        </Table.Td>
                      ) : null}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Paper>
    </Stack>
  );
}

/** Follows a public page: its network (one the account has a page of), and its address or handle. */
function AddCompetitorForm() {
  const { t } = useTranslation(['reporting', 'pages', 'errors']);
  const limit = useTextLimit();
  const networks = [...new Set((usePages().data ?? []).map((page) => page.kind))] as NetworkKind[];
  const [network, setNetwork] = useState<string | null>(null);
  const [address, setAddress] = useState('');
  const [errors, setErrors] = useState<Record<string, unknown>>({});
  const add = useAddCompetitor();
  const chosen = network ?? networks[0] ?? null;
  const submit = () => {
    const values = { network: chosen, address };
    const problems = schemaErrors(addCompetitorRequest, values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    add.mutate(values as { network: NetworkKind; address: string }, {
      onSuccess: (competitor) => {
        // Called once the list and the reports are read again: what was typed meanwhile stays.
        setAddress((current) => (current === values.address ? '' : current));
        notifySuccess(t('competitors.added', { handle: competitor.handle }));
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        setErrors(fields);
        if (Object.keys(fields).length === 0) notifyError(translateError(t, error));
      },
    });
  };
  const errorOf = (name: string) => (errors[name] ? translateError(t, String(errors[name])) : undefined);
  return (
    <Paper withBorder p="md" radius="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Group align="flex-start" gap="sm" wrap="wrap">
          <Select
            label={t('competitors.network')}
            data={networks.map((kind) => ({ value: kind, label: t(`pages:networks.${kind}`) }))}
            value={chosen}
            onChange={setNetwork}
            error={errorOf('network')}
            allowDeselect={false}
            w={{ base: '100%', xs: 200 }}
          />
          <TextInput
            label={t('competitors.address')}
            placeholder={t('competitors.addressPlaceholder')}
            value={address}
            onChange={(event) => setAddress(event.currentTarget.value)}
            error={errorOf('address')}
            {...limit(competitorAddressMax, address)}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} loading={add.isPending}>
            {t('competitors.add')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

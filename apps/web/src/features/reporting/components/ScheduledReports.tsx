import {
  Alert,
  Button,
  Group,
  List,
  Modal,
  Select,
  Skeleton,
  Stack,
  Switch,
  Table,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { languages } from '@pagewise/shared/languages';
import {
  type ReportSchedule,
  type ReportScheduleInput,
  reportScheduleInput,
  reportScheduleRecipientsMax,
} from '@pagewise/shared/report-exports';
import { textLimits } from '@pagewise/shared/text-limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaErrors, serverFieldErrors } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import { translateError } from '../../../lib/translate-error.ts';
import { useCan } from '../../auth/use-can.ts';
import { useGroups } from '../../pages/api/get-groups.ts';
import { usePages } from '../../pages/api/get-pages.ts';
import { PlanGate } from '../../plan/components/PlanGate.tsx';
import {
  useDeleteReportSchedule,
  useReportSchedules,
  useSaveReportSchedule,
  useScheduleDeliveries,
} from '../api/report-exports.ts';
import { PdfLine } from './PdfExportButton.tsx';

type Draft = {
  name: string;
  frequency: string;
  scope: string;
  recipients: string[];
  language: string;
  enabled: boolean;
};

const scopeOf = (schedule: Pick<ReportSchedule, 'pageId' | 'groupId'>) =>
  schedule.pageId ? `page:${schedule.pageId}` : schedule.groupId ? `group:${schedule.groupId}` : 'all';

function toInput(draft: Draft): ReportScheduleInput {
  const [kind, id] = draft.scope.split(':');
  return {
    name: draft.name,
    frequency: draft.frequency as ReportScheduleInput['frequency'],
    pageId: kind === 'page' ? (id ?? null) : null,
    groupId: kind === 'group' ? (id ?? null) : null,
    recipients: draft.recipients,
    language: draft.language as ReportScheduleInput['language'],
    enabled: draft.enabled,
  };
}

/**
 * Scheduled reports (issue 19): every week or month, the PDF of the period just ended is e-mailed
 * to a list of addresses. Lists them with their next run and last delivery; creates, edits, deletes;
 * shows each one's deliveries.
 */
export function ScheduledReports() {
  const { t } = useTranslation(['reporting-exports', 'errors']);
  const allowed = useCan('export_reports');
  const schedules = useReportSchedules(allowed);
  const [editing, setEditing] = useState<ReportSchedule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ReportSchedule | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  if (!allowed) return null;
  return (
    <Stack gap="sm" role="region" aria-labelledby="scheduled-reports-title">
      <Group justify="space-between">
        <Title order={3} id="scheduled-reports-title">
          {t('schedules.title')}
        </Title>
        <PlanGate feature="pdfExport" label={t('schedules.add')}>
          <Button variant="light" onClick={() => setEditing('new')}>
            {t('schedules.add')}
          </Button>
        </PlanGate>
      </Group>
      {schedules.isPending ? (
        <Skeleton height={60} role="status" aria-label={t('schedules.loading')} />
      ) : schedules.isError ? (
        <Alert color="red" role="alert" title={t('schedules.loadFailed')}>
          <Group gap="sm">
            <Text size="sm">{translateError(t, schedules.error)}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={() => void schedules.refetch()}>
              {t('retry')}
            </Button>
          </Group>
        </Alert>
      ) : schedules.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('schedules.empty')}
        </Text>
      ) : (
        <ScheduleTable
          schedules={schedules.data}
          opened={opened}
          onToggle={(id) => setOpened(opened === id ? null : id)}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      )}
      {editing ? (
        <ScheduleDialog schedule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {deleting ? <DeleteDialog schedule={deleting} onClose={() => setDeleting(null)} /> : null}
    </Stack>
  );
}

function ScheduleTable(props: {
  schedules: ReportSchedule[];
  opened: string | null;
  onToggle: (id: string) => void;
  onEdit: (schedule: ReportSchedule) => void;
  onDelete: (schedule: ReportSchedule) => void;
}) {
  const { t, i18n } = useTranslation('reporting-exports');
  const scopeName = useScopeNames();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Table aria-label={t('schedules.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('schedules.name')}</Table.Th>
          <Table.Th>{t('schedules.frequency')}</Table.Th>
          <Table.Th>{t('schedules.scope')}</Table.Th>
          <Table.Th>{t('schedules.recipients')}</Table.Th>
          <Table.Th>{t('schedules.nextRun')}</Table.Th>
          <Table.Th>{t('schedules.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.schedules.flatMap((schedule) => [
          <Table.Tr key={schedule.id}>
            <Table.Td>{schedule.name}</Table.Td>
            <Table.Td>{t(`frequency.${schedule.frequency}`)}</Table.Td>
            <Table.Td>{scopeName(scopeOf(schedule))}</Table.Td>
            <Table.Td>{t('schedules.recipientCount', { count: schedule.recipients.length })}</Table.Td>
            <Table.Td>
              {schedule.enabled ? when.format(new Date(schedule.nextRunAt)) : t('schedules.paused')}
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant="subtle"
                  aria-expanded={props.opened === schedule.id}
                  aria-label={t('schedules.deliveriesOf', { name: schedule.name })}
                  onClick={() => props.onToggle(schedule.id)}
                >
                  {t('schedules.deliveries')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  aria-label={t('schedules.editOf', { name: schedule.name })}
                  onClick={() => props.onEdit(schedule)}
                >
                  {t('schedules.edit')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  aria-label={t('schedules.deleteOf', { name: schedule.name })}
                  onClick={() => props.onDelete(schedule)}
                >
                  {t('schedules.delete')}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>,
          props.opened === schedule.id ? (
            <Table.Tr key={`${schedule.id}-deliveries`}>
              <Table.Td colSpan={6}>
                <Deliveries schedule={schedule} />
              </Table.Td>
            </Table.Tr>
          ) : null,
        ])}
      </Table.Tbody>
    </Table>
  );
}

function Deliveries({ schedule }: { schedule: ReportSchedule }) {
  const { t, i18n } = useTranslation(['reporting-exports', 'errors']);
  const deliveries = useScheduleDeliveries(schedule.id);
  if (deliveries.isPending) return <Skeleton height={24} role="status" aria-label={t('schedules.loading')} />;
  if (deliveries.isError) {
    return (
      <Alert color="red" role="alert">
        {translateError(t, deliveries.error)}
      </Alert>
    );
  }
  if (deliveries.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('schedules.noDelivery')}
      </Text>
    );
  }
  return (
    <List
      spacing={4}
      size="sm"
      listStyleType="none"
      aria-label={t('schedules.deliveriesOf', { name: schedule.name })}
    >
      {deliveries.data.map((pdf) => (
        <List.Item key={pdf.id}>
          <PdfLine pdf={pdf} language={i18n.language} />
        </List.Item>
      ))}
    </List>
  );
}

/** Names of the scopes a schedule may cover: every page, a page, a group. */
function useScopeNames() {
  const { t } = useTranslation('reporting-exports');
  const pages = usePages();
  const groups = useGroups();
  const options = [
    { value: 'all', label: t('schedules.allPages') },
    ...(pages.data ?? []).map((page) => ({ value: `page:${page.id}`, label: page.name })),
    ...(groups.data ?? []).map((group) => ({ value: `group:${group.id}`, label: group.name })),
  ];
  const name = (value: string) => options.find((option) => option.value === value)?.label ?? '…';
  return Object.assign(name, { options });
}

function ScheduleDialog({ schedule, onClose }: { schedule: ReportSchedule | null; onClose: () => void }) {
  const { t, i18n } = useTranslation(['reporting-exports', 'errors']);
  const limit = useTextLimit();
  const save = useSaveReportSchedule();
  const scopes = useScopeNames();
  const [draft, setDraft] = useState<Draft>(() => ({
    name: schedule?.name ?? '',
    frequency: schedule?.frequency ?? 'monthly',
    scope: schedule ? scopeOf(schedule) : 'all',
    recipients: schedule?.recipients ?? [],
    language: schedule?.language ?? languages.find((language) => language === i18n.language) ?? 'en',
    enabled: schedule?.enabled ?? true,
  }));
  const [errors, setErrors] = useState<Record<string, unknown>>({});
  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) => setDraft({ ...draft, [key]: value });
  const errorOf = (field: string) => {
    const found = Object.entries(errors).find(([path]) => path === field || path.startsWith(`${field}.`));
    return found ? translateError(t, String(found[1])) : undefined;
  };
  const submit = () => {
    const input = toInput(draft);
    const found = schemaErrors(reportScheduleInput, input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { ...(schedule ? { id: schedule.id } : {}), input },
      {
        onSuccess: () => {
          notifySuccess(t('schedules.saved'));
          onClose();
        },
        onError: (error) => setErrors(serverFieldErrors(error)),
      },
    );
  };
  const languageNames = new Intl.DisplayNames(i18n.language, { type: 'language' });
  return (
    <Modal opened onClose={onClose} title={t(schedule ? 'schedules.editTitle' : 'schedules.addTitle')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('schedules.name')}
            required
            value={draft.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            error={errorOf('name')}
            {...limit('reportScheduleName', draft.name)}
          />
          <Select
            label={t('schedules.frequency')}
            data={(['weekly', 'monthly'] as const).map((value) => ({
              value,
              label: t(`frequency.${value}`),
            }))}
            value={draft.frequency}
            onChange={(value) => set('frequency', value ?? 'monthly')}
            allowDeselect={false}
            description={t(`frequency.${draft.frequency === 'weekly' ? 'weeklyHint' : 'monthlyHint'}`)}
            error={errorOf('frequency')}
          />
          <Select
            label={t('schedules.scope')}
            data={scopes.options}
            value={draft.scope}
            onChange={(value) => set('scope', value ?? 'all')}
            allowDeselect={false}
            searchable
            error={errorOf('pageId') ?? errorOf('groupId')}
          />
          <TagsInput
            label={t('schedules.recipients')}
            description={t('schedules.recipientsHint', { max: reportScheduleRecipientsMax })}
            required
            value={draft.recipients}
            onChange={(value) => set('recipients', value)}
            splitChars={[',', ' ', ';']}
            maxLength={textLimits.email}
            maxTags={reportScheduleRecipientsMax}
            error={errorOf('recipients')}
          />
          <Select
            label={t('schedules.language')}
            data={languages.map((value) => ({ value, label: languageNames.of(value) ?? value }))}
            value={draft.language}
            onChange={(value) => set('language', value ?? 'en')}
            allowDeselect={false}
            error={errorOf('language')}
          />
          <Switch
            label={t('schedules.enabled')}
            checked={draft.enabled}
            onChange={(event) => set('enabled', event.currentTarget.checked)}
          />
          {save.isError && Object.keys(serverFieldErrors(save.error)).length === 0 ? (
            <Alert color="red" role="alert">
              {translateError(t, save.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('schedules.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('schedules.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function DeleteDialog({ schedule, onClose }: { schedule: ReportSchedule; onClose: () => void }) {
  const { t } = useTranslation(['reporting-exports', 'errors']);
  const remove = useDeleteReportSchedule();
  return (
    <Modal opened onClose={onClose} title={t('schedules.deleteTitle')}>
      <Stack gap="sm">
        <Text size="sm">{t('schedules.deleteText', { name: schedule.name })}</Text>
        {remove.isError ? (
          <Alert color="red" role="alert">
            {translateError(t, remove.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('schedules.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(schedule.id, { onSuccess: onClose })}
          >
            {t('schedules.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

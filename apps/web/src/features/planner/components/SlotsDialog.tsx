import { ActionIcon, Alert, Button, Group, Modal, NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import { TimePicker } from '@mantine/dates';
import type { Page } from '@pagewise/shared/pages';
import { maxSlotsPerPage, type PageSlot, pageSlot } from '@pagewise/shared/planner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { hourCycleOf, wallTimeText } from '../../../lib/hour-cycle.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { usePageSlots } from '../api/get-page-slots.ts';
import { useSavePageSlots } from '../api/save-page-slots.ts';
import { PagePickerField } from './PagePickerField.tsx';

const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
/** 1 January 2024 was a Monday: day `n` of that week is weekday `n`. */
const weekdayName = (weekday: number, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'long' }).format(new Date(2024, 0, weekday));

const bySlotOrder = (a: PageSlot, b: PageSlot) => a.weekday - b.weekday || a.time.localeCompare(b.time);

interface SlotsDialogProps {
  pages: Page[];
  pageId: string | null;
  onClose: () => void;
}

/** The recurring empty time slots of one page (spec "time slots"): add, remove, save. */
export function SlotsDialog({ pages, pageId: initialPageId, onClose }: SlotsDialogProps) {
  const { t } = useTranslation('planner');
  const [pageId, setPageId] = useState(initialPageId ?? pages[0]?.id ?? null);
  return (
    <Modal opened onClose={onClose} title={t('slots.title')} size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('slots.description')}
        </Text>
        <PagePickerField pages={pages} value={pageId} onChange={setPageId} />
        {pageId ? <SlotsEditor key={pageId} pageId={pageId} onClose={onClose} /> : null}
      </Stack>
    </Modal>
  );
}

function SlotsEditor({ pageId, onClose }: { pageId: string; onClose: () => void }) {
  const { t } = useTranslation('planner');
  const loaded = usePageSlots(pageId);
  if (loaded.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label={t('slots.loading')}>
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  if (loaded.isError) {
    return (
      <Alert color="red" role="alert" title={t('slots.loadFailed')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{translateError(t, loaded.error)}</Text>
          <Button variant="light" color="red" onClick={() => void loaded.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <SlotsForm pageId={pageId} initial={loaded.data.slots} onClose={onClose} />;
}

function SlotsForm({
  pageId,
  initial,
  onClose,
}: {
  pageId: string;
  initial: PageSlot[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('planner');
  const save = useSavePageSlots();
  const [slots, setSlots] = useState(() => [...initial].sort(bySlotOrder));
  const [weekday, setWeekday] = useState('1');
  const [time, setTime] = useState('09:00');
  const [addError, setAddError] = useState<string | null>(null);
  const fieldErrors = serverFieldErrors(save.error);
  const full = slots.length >= maxSlotsPerPage;

  const add = () => {
    const candidate = pageSlot.safeParse({ weekday: Number(weekday), time });
    if (!candidate.success) return setAddError(translateError(t, candidate.error.issues[0]?.message));
    const { data } = candidate;
    if (slots.some((slot) => slot.weekday === data.weekday && slot.time === data.time)) {
      return setAddError(t('slots.duplicate'));
    }
    setAddError(null);
    save.reset();
    setSlots([...slots, data].sort(bySlotOrder));
  };

  const submit = () =>
    save.mutate(
      { pageId, slots },
      {
        onSuccess: () => {
          notifySuccess(t('slots.saved'));
          onClose();
        },
      },
    );

  const rowError = (index: number) => {
    const key = fieldErrors[`slots.${index}.time`] ?? fieldErrors[`slots.${index}.weekday`];
    return typeof key === 'string' ? translateError(t, key) : null;
  };
  const listError = typeof fieldErrors.slots === 'string' ? translateError(t, fieldErrors.slots) : null;
  // A refusal that names no row shown here (a lost connection, a page gone) still says why.
  const shownOnRows = slots.some((_, index) => rowError(index) !== null);
  const otherFailure = save.error && !listError && !shownOnRows ? save.error : null;

  return (
    <Stack gap="md">
      {slots.length === 0 ? (
        <Text size="sm">{t('slots.none')}</Text>
      ) : (
        <Stack component="ul" gap={6} p={0} m={0} aria-label={t('slots.list')} style={{ listStyle: 'none' }}>
          {slots.map((slot, index) => {
            const name = `${weekdayName(slot.weekday, i18n.language)} ${wallTimeText(slot.time, i18n.language)}`;
            const error = rowError(index);
            return (
              <li key={`${slot.weekday}-${slot.time}`} aria-label={name}>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm">{name}</Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('slots.remove', { slot: name })}
                    onClick={() => {
                      save.reset();
                      setSlots(slots.filter((_, at) => at !== index));
                    }}
                  >
                    ×
                  </ActionIcon>
                </Group>
                {error ? (
                  <Text size="xs" c="red" role="alert">
                    {error}
                  </Text>
                ) : null}
              </li>
            );
          })}
        </Stack>
      )}
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={t('slots.weekday')}
          value={weekday}
          onChange={(event) => setWeekday(event.currentTarget.value)}
          data={weekdays.map((day) => ({ value: String(day), label: weekdayName(day, i18n.language) }))}
        />
        <TimePicker
          label={t('slots.time')}
          value={time}
          // 12 hours with AM/PM in English, 24 in the other languages, whatever the browser's.
          format={hourCycleOf(i18n.language)}
          hoursInputLabel={t('slots.hours')}
          minutesInputLabel={t('slots.minutes')}
          amPmInputLabel={t('slots.amPm')}
          onChange={(value) => {
            setTime(value);
            setAddError(null);
          }}
          error={addError}
        />
        <Button variant="default" onClick={add} disabled={full}>
          {t('slots.add')}
        </Button>
      </Group>
      {full ? (
        <Text size="sm" c="dimmed">
          {t('slots.full', { count: maxSlotsPerPage })}
        </Text>
      ) : null}
      {listError || otherFailure ? (
        <Alert color="red" role="alert" title={t('slots.saveFailed')}>
          {listError ?? translateError(t, otherFailure)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          {t('slots.save')}
        </Button>
      </Group>
    </Stack>
  );
}

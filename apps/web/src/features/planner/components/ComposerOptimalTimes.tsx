import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { Page } from '@pagewise/shared/pages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isoToLocal } from '../../../lib/schedule-time.ts';
import { OptimalTimesList } from './OptimalTimesList.tsx';

interface ComposerOptimalTimesProps {
  /** The pages the post goes to; their optimal times are offered one page at a time. */
  pages: Page[];
  /** The composer's zone, the one its schedule field reads. */
  timeZone: string;
  /** The chosen time as the composer's schedule field takes it (wall clock `2026-03-05 18:30`). */
  onPick: (localDateTime: string) => void;
}

/** Beside the composer's date: the best times of a selected page; a click schedules the next one. */
export function ComposerOptimalTimes({ pages, timeZone, onPick }: ComposerOptimalTimesProps) {
  // The composer is on screen already: its texts arrive without suspending the form.
  const { t, ready } = useTranslation('planner', { useSuspense: false });
  const [chosenId, setChosenId] = useState<string | null>(null);
  const page = pages.find((candidate) => candidate.id === chosenId) ?? pages[0];
  if (!page || !ready) return null;
  return (
    <Stack gap={6} aria-label={t('optimal.composer.label')} role="group">
      <Group gap="xs" align="center">
        <Text size="sm" fw={500}>
          {t('optimal.composer.title')}
        </Text>
        {pages.length > 1 ? (
          <NativeSelect
            size="xs"
            aria-label={t('optimal.composer.page')}
            value={page.id}
            onChange={(event) => setChosenId(event.currentTarget.value)}
            data={pages.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
          />
        ) : null}
      </Group>
      <OptimalTimesList
        key={page.id}
        page={page}
        limit={5}
        quiet
        pickLabel={(time) => t('optimal.composer.pick', { time })}
        onPick={(at) => onPick(isoToLocal(at.toISOString(), timeZone))}
      />
    </Stack>
  );
}

import { Button, Group, Select, TextInput } from '@mantine/core';
import { inboxEvaluations, inboxItemStatuses, inboxItemTypes } from '@pagewise/shared/inbox';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import { usePages } from '../../pages/api/get-pages.ts';
import type { Assignee } from '../hooks/use-assignees.ts';
import type { FilterName, InboxFilters } from '../hooks/use-inbox-filters.ts';

/** The filters of spec §2 (type, status, evaluation, assignee) plus page, days and words. */
export function InboxFilterBar({
  filters,
  assignees,
  setFilter,
  clear,
}: {
  filters: InboxFilters;
  assignees: Assignee[];
  setFilter: (name: FilterName, value: string | null) => void;
  clear: () => void;
}) {
  const { t } = useTranslation('inbox');
  const limit = useTextLimit();
  const pages = usePages().data ?? [];
  const [words, setWords] = useState(filters.q ?? '');
  useEffect(() => setWords(filters.q ?? ''), [filters.q]);
  // The words go to the address (and the server) once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((filters.q ?? '') !== words.trim()) setFilter('q', words.trim() || null);
    }, 300);
    return () => clearTimeout(timer);
  }, [words, filters.q, setFilter]);
  const choice = (name: FilterName, values: readonly string[], prefix: string) => (
    <Select
      label={t(`filters.${name}`)}
      placeholder={t('filters.any')}
      clearable
      size="xs"
      w={150}
      data={values.map((value) => ({ value, label: t(`${prefix}.${value}`) }))}
      value={(filters[name as keyof InboxFilters] as string | undefined) ?? null}
      onChange={(value) => setFilter(name, value)}
    />
  );
  return (
    <Group gap="xs" align="flex-end" role="search" aria-label={t('filters.label')}>
      <TextInput
        label={t('filters.q')}
        size="xs"
        w={200}
        value={words}
        onChange={(event) => setWords(event.currentTarget.value)}
        {...limit('inboxSearch', words)}
      />
      {choice('type', inboxItemTypes, 'type')}
      {choice('status', inboxItemStatuses, 'status')}
      {choice('evaluation', inboxEvaluations, 'evaluation')}
      <Select
        label={t('filters.assignee')}
        placeholder={t('filters.any')}
        clearable
        size="xs"
        w={170}
        data={[
          { value: 'none', label: t('filters.nobody') },
          ...assignees.map((user) => ({ value: user.id, label: user.name })),
        ]}
        value={filters.assignee ?? null}
        onChange={(value) => setFilter('assignee', value)}
      />
      <Select
        label={t('filters.pageId')}
        placeholder={t('filters.any')}
        clearable
        searchable
        size="xs"
        w={180}
        data={pages.map((page) => ({ value: page.id, label: page.name }))}
        value={filters.pageId ?? null}
        onChange={(value) => setFilter('pageId', value)}
      />
      <TextInput
        type="date"
        label={t('filters.from')}
        size="xs"
        value={filters.from ?? ''}
        onChange={(event) => setFilter('from', event.currentTarget.value || null)}
      />
      <TextInput
        type="date"
        label={t('filters.to')}
        size="xs"
        value={filters.to ?? ''}
        onChange={(event) => setFilter('to', event.currentTarget.value || null)}
      />
      <Button variant="subtle" size="xs" onClick={clear}>
        {t('filters.clear')}
      </Button>
    </Group>
  );
}

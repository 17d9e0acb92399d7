import { MultiSelect, Group as Row, Select } from '@mantine/core';
import type { Group, Page } from '@pagewise/shared/pages';
import { useTranslation } from 'react-i18next';
import type { PlannerFilter } from '../hooks/use-planner-filter.ts';

interface PlannerFiltersProps {
  pages: Page[];
  groups: Group[];
  filter: PlannerFilter;
  onPagesChange: (pageIds: string[]) => void;
  onGroupChange: (groupId: string | null) => void;
}

/**
 * The lists open at once, and exist only while open: Mantine keeps a closed list in the page,
 * hidden, and placed it as the planner appeared, laying the page out again (about 30 ms of a
 * fresh tab on a two-core machine: bench/README.md).
 */
const dropdown = { transitionProps: { duration: 0 }, keepMounted: false } as const;

/** Which pages the planner shows: some pages (kept for the next visit), or one group's pages. */
export function PlannerFilters({ pages, groups, filter, onPagesChange, onGroupChange }: PlannerFiltersProps) {
  const { t } = useTranslation('planner');
  const byGroup = filter.groupId !== null;
  return (
    <Row gap="sm" align="flex-end">
      <MultiSelect
        label={t('filters.pages')}
        placeholder={filter.pageIds.length === 0 && !byGroup ? t('filters.allPages') : undefined}
        data={pages.map((page) => ({ value: page.id, label: page.name }))}
        value={filter.pageIds}
        onChange={onPagesChange}
        disabled={byGroup}
        description={byGroup ? t('filters.groupChosen') : undefined}
        clearable
        searchable
        miw={260}
        maw={520}
        style={{ flexGrow: 1 }}
        comboboxProps={dropdown}
      />
      {groups.length > 0 ? (
        <Select
          label={t('filters.group')}
          placeholder={t('filters.noGroup')}
          data={groups.map((group) => ({ value: group.id, label: group.name }))}
          value={filter.groupId}
          onChange={onGroupChange}
          clearable
          w={220}
          comboboxProps={dropdown}
        />
      ) : null}
    </Row>
  );
}

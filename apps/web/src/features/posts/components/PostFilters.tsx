import { Group, NativeSelect } from '@mantine/core';
import { type PostStatusFilter, postStatusFilters } from '@pagewise/shared/posts/post';
import { useTranslation } from 'react-i18next';
import { usePages } from '../../pages/api/get-pages.ts';

interface PostFiltersProps {
  status: PostStatusFilter;
  pageId: string | null;
  onStatusChange: (status: PostStatusFilter) => void;
  onPageChange: (pageId: string | null) => void;
}

/** Native selects: every option is reachable by keyboard and read out without a custom popover. */
export function PostFilters({ status, pageId, onStatusChange, onPageChange }: PostFiltersProps) {
  const { t } = useTranslation('posts');
  const pages = usePages();
  const statusOptions = postStatusFilters.map((value) => ({
    value,
    label: value === 'all' ? t('filters.all') : t(`status.${value}`),
  }));
  const pageOptions = [
    { value: '', label: t('filters.allPages') },
    ...(pages.data ?? []).map((page) => ({ value: page.id, label: page.name })),
  ];
  return (
    <Group gap="sm" align="flex-end">
      <NativeSelect
        label={t('filters.status')}
        data={statusOptions}
        value={status}
        onChange={(event) => onStatusChange(event.currentTarget.value as PostStatusFilter)}
        w={220}
      />
      <NativeSelect
        label={t('filters.page')}
        data={pageOptions}
        value={pageId ?? ''}
        onChange={(event) => onPageChange(event.currentTarget.value || null)}
        w={260}
      />
    </Group>
  );
}

import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import type { InboxItem } from '@pagewise/shared/inbox';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/translate-error.ts';
import type { useInboxItems } from '../api/inbox-reads.ts';
import { InboxItemCard } from './InboxItemCard.tsx';

/** The list of items, newest first, with its loading, empty and error states and "more". */
export function InboxList({
  query,
  items,
  openId,
  selected,
  selectable,
  onOpen,
  onSelect,
}: {
  query: ReturnType<typeof useInboxItems>;
  items: InboxItem[];
  openId: string | null;
  selected: ReadonlySet<string>;
  selectable: boolean;
  onOpen: (id: string) => void;
  onSelect: (id: string, selected: boolean) => void;
}) {
  const { t } = useTranslation(['inbox', 'errors']);
  if (query.isPending) return <Loader aria-label={t('list.loading')} />;
  if (query.isError)
    return (
      <Alert color="red" title={t('list.error')}>
        {translateError(t, query.error)}
      </Alert>
    );
  if (items.length === 0) return <Text c="dimmed">{t('list.empty')}</Text>;
  return (
    <Stack gap={4}>
      <Stack
        gap={2}
        component="ul"
        aria-label={t('list.label')}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {items.map((item) => (
          <InboxItemCard
            key={item.id}
            item={item}
            open={item.id === openId}
            selected={selected.has(item.id)}
            selectable={selectable}
            onOpen={() => onOpen(item.id)}
            onSelect={(value) => onSelect(item.id, value)}
          />
        ))}
      </Stack>
      {query.hasNextPage ? (
        <Button
          variant="subtle"
          size="xs"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('list.more')}
        </Button>
      ) : null}
    </Stack>
  );
}

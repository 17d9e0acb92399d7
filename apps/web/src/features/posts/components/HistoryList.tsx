import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/translate-error.ts';
import { usePages } from '../../pages/api/get-pages.ts';
import { usePostHistory } from '../api/get-post-history.ts';
import { HistoryEntry } from './HistoryEntry.tsx';

/**
 * The post's history of changes, newest first as the server sends it, with its loading, error and
 * empty states: in the list's history dialog and in the post detail drawer.
 */
export function HistoryList({ postId }: { postId: string }) {
  const { t } = useTranslation('posts');
  const history = usePostHistory(postId);
  const pages = usePages();
  const pageNames = new Map((pages.data ?? []).map((page) => [page.id, page.name]));

  if (history.isPending) return <Loader size="sm" aria-label={t('history.loading')} />;
  if (history.isError) {
    return (
      <Alert color="red" role="alert" title={t('history.loadFailed')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{translateError(t, history.error)}</Text>
          <Button variant="light" color="red" onClick={() => void history.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (history.data.length === 0) return <Text c="dimmed">{t('history.empty')}</Text>;
  return (
    <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {history.data.map((entry) => (
        <HistoryEntry key={entry.id} entry={entry} pageNames={pageNames} />
      ))}
    </Stack>
  );
}

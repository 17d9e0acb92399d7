import { Alert, Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/translate-error.ts';
import { usePages } from '../../pages/api/get-pages.ts';
import { usePostHistory } from '../api/get-post-history.ts';
import { HistoryEntry } from './HistoryEntry.tsx';

interface HistoryDialogProps {
  postId: string;
  onClose: () => void;
}

/** The post's history of changes, newest first as the server sends it. */
export function HistoryDialog({ postId, onClose }: HistoryDialogProps) {
  const { t } = useTranslation('posts');
  const history = usePostHistory(postId);
  const pages = usePages();
  const pageNames = new Map((pages.data ?? []).map((page) => [page.id, page.name]));

  return (
    <Modal opened onClose={onClose} title={t('history.title')} size="lg">
      {history.isPending ? (
        <Loader size="sm" aria-label={t('history.loading')} />
      ) : history.isError ? (
        <Alert color="red" role="alert" title={t('history.loadFailed')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{translateError(t, history.error)}</Text>
            <Button variant="light" color="red" onClick={() => void history.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : history.data.length === 0 ? (
        <Text c="dimmed">{t('history.empty')}</Text>
      ) : (
        <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {history.data.map((entry) => (
            <HistoryEntry key={entry.id} entry={entry} pageNames={pageNames} />
          ))}
        </Stack>
      )}
    </Modal>
  );
}

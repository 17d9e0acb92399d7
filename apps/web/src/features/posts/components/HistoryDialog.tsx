import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HistoryList } from './HistoryList.tsx';

interface HistoryDialogProps {
  postId: string;
  onClose: () => void;
}

/** The post's history of changes, newest first as the server sends it. */
export function HistoryDialog({ postId, onClose }: HistoryDialogProps) {
  const { t } = useTranslation('posts');
  return (
    <Modal opened onClose={onClose} title={t('history.title')} size="lg">
      <HistoryList postId={postId} />
    </Modal>
  );
}

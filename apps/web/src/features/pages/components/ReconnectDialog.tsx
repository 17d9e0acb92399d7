import { Modal } from '@mantine/core';
import type { Page } from '@pagewise/shared/pages';
import { useTranslation } from 'react-i18next';
import { ReconnectForm } from './ReconnectForm.tsx';

interface ReconnectDialogProps {
  page: Page;
  opened: boolean;
  onClose: () => void;
}

/** "Reconnect <page>": the form of the page's network, in a dialog. */
export function ReconnectDialog({ page, opened, onClose }: ReconnectDialogProps) {
  const { t } = useTranslation('pages');
  return (
    <Modal opened={opened} onClose={onClose} title={t('reconnect.title', { name: page.name })} size="lg">
      <ReconnectForm page={page} cancelLabel={t('cancel')} onCancel={onClose} onReconnected={onClose} />
    </Modal>
  );
}

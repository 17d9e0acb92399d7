import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Page } from '@pagewise/shared/pages';
import { useTranslation } from 'react-i18next';
import { ReconnectDialog } from './ReconnectDialog.tsx';

/** Opens the form of the page's network to give it fresh credentials. */
export function FormReconnectButton({ page, ...props }: { page: Page } & ButtonProps) {
  const { t } = useTranslation('pages');
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button size="xs" {...props} onClick={dialog.open}>
        {t('actions.reconnect')}
      </Button>
      {opened ? <ReconnectDialog page={page} opened onClose={dialog.close} /> : null}
    </>
  );
}

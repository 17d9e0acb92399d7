import { Button, type ButtonProps } from '@mantine/core';
import type { Page } from '@pagewise/shared/pages';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { useStartOauth } from '../api/start-oauth.ts';

/** Starts the network's OAuth for this page; the browser leaves for the network on success. */
export function OauthReconnectButton({ page, ...props }: { page: Page } & ButtonProps) {
  const { t } = useTranslation('pages');
  const startOauth = useStartOauth();
  const reconnect = () =>
    startOauth.mutate(
      { kind: page.kind, pageId: page.id },
      { onError: (error) => notifyError(translateError(t, error)) },
    );
  return (
    <Button size="xs" {...props} loading={startOauth.isPending || startOauth.isSuccess} onClick={reconnect}>
      {t('actions.reconnect')}
    </Button>
  );
}

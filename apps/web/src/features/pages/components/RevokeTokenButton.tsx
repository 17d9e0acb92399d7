import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { useRevokeSandboxToken } from '../api/revoke-sandbox-token.ts';

/** Lets the user try a reconnection: the sandbox refuses the page's token from now on. */
export function RevokeTokenButton({ pageId, name }: { pageId: string; name: string }) {
  const { t } = useTranslation('pages');
  const revoke = useRevokeSandboxToken();
  const confirm = () =>
    modals.openConfirmModal({
      title: t('sandbox.revokeTitle', { name }),
      children: <Text size="sm">{t('sandbox.revokeBody')}</Text>,
      labels: { confirm: t('sandbox.revokeConfirm'), cancel: t('cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revoke.mutate(pageId, {
          onSuccess: () => notifySuccess(t('sandbox.revoked')),
          onError: (error) => notifyError(translateError(t, error)),
        }),
    });
  return (
    <Button size="xs" variant="light" color="red" loading={revoke.isPending} onClick={confirm}>
      {t('sandbox.revoke')}
    </Button>
  );
}

import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ApiKey } from '@pagewise/shared/api-keys';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../../lib/notify.ts';
import { translateError } from '../../../../lib/translate-error.ts';
import { useRevokeApiKey } from '../api/revoke-api-key.ts';

/** Confirms revoking a key: the programs using it are refused at once, for good. */
export function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const { t } = useTranslation(['settings', 'errors']);
  const revoke = useRevokeApiKey();
  const { name } = apiKey;
  const confirm = () =>
    revoke.mutate(apiKey.id, {
      onSuccess: () => {
        notifySuccess(t('apiKeys.revokeDialog.done', { name }));
        onClose();
      },
    });

  return (
    <Modal opened onClose={onClose} title={t('apiKeys.revokeDialog.title', { name })}>
      <Stack gap="md">
        <Text size="sm">{t('apiKeys.revokeDialog.body')}</Text>
        {revoke.error ? (
          <Alert color="red" role="alert" title={t('apiKeys.revokeDialog.failed')}>
            {translateError(t, revoke.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('apiKeys.revokeDialog.cancel')}
          </Button>
          <Button color="red" loading={revoke.isPending} onClick={confirm}>
            {t('apiKeys.revokeDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

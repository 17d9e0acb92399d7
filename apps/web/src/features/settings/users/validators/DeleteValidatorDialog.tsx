import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Validator } from '@pagewise/shared/collaboration';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../../lib/notify.ts';
import { translateError } from '../../../../lib/translate-error.ts';
import { useChangeValidatorAccess } from '../../../collaboration/api/change-validator-access.ts';
import { fullName } from '../../../collaboration/person-name.ts';

/** Confirms removing a validator: their link stops working, their posts lose their assignee. */
export function DeleteValidatorDialog({ validator, onClose }: { validator: Validator; onClose: () => void }) {
  const { t } = useTranslation(['team', 'errors']);
  const remove = useChangeValidatorAccess();
  const name = fullName(validator);
  const confirm = () =>
    remove.mutate(
      { id: validator.id, change: 'delete' },
      {
        onSuccess: () => {
          notifySuccess(t('validators.deleteDialog.done', { name }));
          onClose();
        },
      },
    );

  return (
    <Modal opened onClose={onClose} title={t('validators.deleteDialog.title', { name })}>
      <Stack gap="md">
        <Text size="sm">{t('validators.deleteDialog.body', { name })}</Text>
        {remove.error ? (
          <Alert color="red" role="alert" title={t('validators.deleteDialog.failed')}>
            {translateError(t, remove.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('validators.deleteDialog.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm}>
            {t('validators.deleteDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

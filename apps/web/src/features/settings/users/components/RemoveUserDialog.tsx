import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { User } from '@pagewise/shared/users';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../../lib/notify.ts';
import { translateError } from '../../../../lib/translate-error.ts';
import { useRemoveUser } from '../api/remove-user.ts';

interface RemoveUserDialogProps {
  user: User;
  /** The user removes themselves: they lose this account. */
  self: boolean;
  onClose: () => void;
}

/** Confirms a removal; a refusal (the last administrator) stays in view, in the user's words. */
export function RemoveUserDialog({ user, self, onClose }: RemoveUserDialogProps) {
  const { t } = useTranslation(['team', 'errors']);
  const remove = useRemoveUser();
  const name = `${user.firstname} ${user.lastname}`;
  const confirm = () =>
    remove.mutate(user.id, {
      onSuccess: () => {
        notifySuccess(t('remove.removed', { name }));
        onClose();
      },
    });

  return (
    <Modal opened onClose={onClose} title={t('remove.title', { name })}>
      <Stack gap="md">
        <Text size="sm">{self ? t('remove.bodySelf') : t('remove.body', { name })}</Text>
        {remove.error ? (
          <Alert color="red" role="alert" title={t('remove.failed')}>
            {translateError(t, remove.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('remove.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm}>
            {t('remove.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Alert, Button, Divider, Group, Modal, Stack, Title } from '@mantine/core';
import type { Role } from '@pagewise/shared/roles';
import type { NotificationSettings, PageAccess, User } from '@pagewise/shared/users';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../../../lib/form-errors.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { translateError } from '../../../../lib/translate-error.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { accessForRole } from '../new-user-values.ts';
import { NotificationSwitches } from './NotificationSwitches.tsx';
import { PageAccessPicker } from './PageAccessPicker.tsx';
import { RolePicker } from './RolePicker.tsx';

interface EditUserDialogProps {
  user: User;
  onClose: () => void;
}

/** A team member's role, page access and notifications; a refusal keeps the dialog and the choices. */
export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  const { t } = useTranslation(['team', 'errors']);
  const update = useUpdateUser();
  const [role, setRole] = useState<Role>(user.role);
  const [access, setAccess] = useState<PageAccess>(user.access);
  const [notifications, setNotifications] = useState<NotificationSettings>(user.notifications);
  const name = `${user.firstname} ${user.lastname}`;
  const accessError = serverFieldErrors(update.error)['access.pageIds'];

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: user.id, changes: { role, notifications, access: accessForRole(role, access) } },
      {
        onSuccess: () => {
          notifySuccess(t('edit.saved', { name }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('edit.title', { name })} size="lg">
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <RolePicker value={role} onChange={setRole} />
          <Divider />
          <Title order={3} size="h5">
            {t('access.title')}
          </Title>
          <PageAccessPicker
            role={role}
            value={access}
            onChange={setAccess}
            error={typeof accessError === 'string' ? translateError(t, accessError) : undefined}
          />
          <Divider />
          <Title order={3} size="h5">
            {t('notifications.title')}
          </Title>
          <NotificationSwitches value={notifications} onChange={setNotifications} />
          {update.error && !accessError ? (
            <Alert color="red" role="alert" title={t('edit.failed')}>
              {translateError(t, update.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('edit.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

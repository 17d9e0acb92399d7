import { Badge, Button, Group } from '@mantine/core';
import type { User } from '@pagewise/shared/users';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { translateError } from '../../../../lib/translate-error.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';

/** A user who has not confirmed their address yet, and a way to send the invitation again. */
export function InvitationPending({ user }: { user: User }) {
  const { t } = useTranslation(['team', 'errors']);
  const resend = useResendInvitation();
  return (
    <Group gap="xs">
      <Badge variant="light" color="orange" size="sm">
        {t('list.pending')}
      </Badge>
      <Button
        size="compact-xs"
        variant="subtle"
        loading={resend.isPending}
        onClick={() =>
          resend.mutate(user.id, {
            onSuccess: () => notifySuccess(t('list.resent', { email: user.email })),
            onError: (error) => notifyError(translateError(t, error)),
          })
        }
      >
        {t('list.resend')}
      </Button>
    </Group>
  );
}

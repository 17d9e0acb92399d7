import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../auth/use-can.ts';

/**
 * Spec §6: a user blocked from a post on pages they do not reach is told whom to ask; an
 * administrator, who decides page access, is sent to user management.
 */
export function PageAccessNotice({ withBackLink = false }: { withBackLink?: boolean }) {
  const { t } = useTranslation('composer');
  const managesUsers = useCan('manage_users');
  return (
    <Alert color="orange" role="alert" title={t('pageAccess.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {managesUsers ? t('pageAccess.administrator') : t('pageAccess.askAdministrator')}
        </Text>
        <Group gap="xs">
          {managesUsers ? (
            <Button size="xs" variant="light" component={Link} to="/dash/settings/users">
              {t('pageAccess.manageUsers')}
            </Button>
          ) : null}
          {withBackLink ? (
            <Button size="xs" variant="default" component={Link} to="/dash/posts">
              {t('pageAccess.back')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Alert>
  );
}

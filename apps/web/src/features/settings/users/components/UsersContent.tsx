import { Alert, Button, EmptyState, Skeleton, Stack, Text } from '@mantine/core';
import type { User } from '@pagewise/shared/users';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../../lib/translate-error.ts';
import { UserList } from './UserList.tsx';

interface UsersContentProps {
  users: UseQueryResult<User[]>;
  selfId: string | undefined;
  onAdd: () => void;
}

/** The list, or its loading and error states; an invitation to add someone while you are alone. */
export function UsersContent({ users, selfId, onAdd }: UsersContentProps) {
  const { t } = useTranslation(['team', 'errors']);
  if (users.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label={t('loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={72} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (users.isError) {
    return (
      <Alert color="red" title={t('loadFailed')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{translateError(t, users.error)}</Text>
          <Button variant="light" color="red" onClick={() => void users.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const alone = users.data.every((user) => user.id === selfId);
  return (
    <Stack gap="lg">
      {users.data.length > 0 ? <UserList users={users.data} selfId={selfId} /> : null}
      {alone ? (
        <EmptyState withIndicatorBackground title={t('empty.title')} description={t('empty.description')}>
          <Button onClick={onAdd}>{t('add')}</Button>
        </EmptyState>
      ) : null}
    </Stack>
  );
}

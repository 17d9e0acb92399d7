import { Stack } from '@mantine/core';
import type { User } from '@pagewise/shared/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePages } from '../../../pages/api/get-pages.ts';
import { EditUserDialog } from './EditUserDialog.tsx';
import { RemoveUserDialog } from './RemoveUserDialog.tsx';
import { UserRow } from './UserRow.tsx';

interface UserListProps {
  users: User[];
  selfId: string | undefined;
}

type Opened = { dialog: 'edit' | 'remove'; user: User } | null;

export function UserList({ users, selfId }: UserListProps) {
  const { t } = useTranslation('team');
  const pages = usePages();
  const pageNames = pages.data ? new Map(pages.data.map((page) => [page.id, page.name])) : undefined;
  const [opened, setOpened] = useState<Opened>(null);
  const close = () => setOpened(null);
  const administrators = users.filter((user) => user.role === 'administrator').length;

  return (
    <>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list.label')}>
        {users.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            self={user.id === selfId}
            pageNames={pageNames}
            onEdit={(target) => setOpened({ dialog: 'edit', user: target })}
            onRemove={(target) => setOpened({ dialog: 'remove', user: target })}
            onlyAdministrator={user.role === 'administrator' && administrators === 1}
          />
        ))}
      </Stack>
      {opened?.dialog === 'edit' ? <EditUserDialog user={opened.user} onClose={close} /> : null}
      {opened?.dialog === 'remove' ? (
        <RemoveUserDialog user={opened.user} self={opened.user.id === selfId} onClose={close} />
      ) : null}
    </>
  );
}

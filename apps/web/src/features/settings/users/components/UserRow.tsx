import { Avatar, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { User } from '@pagewise/shared/users';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type AccessSummary, accessSummary } from '../access-summary.ts';
import { InvitationPending } from './InvitationPending.tsx';
import { RoleBadge } from './RoleBadge.tsx';

interface UserRowProps {
  user: User;
  self: boolean;
  /** The account's page names by id; undefined while they load. */
  pageNames: ReadonlyMap<string, string> | undefined;
  onEdit: (user: User) => void;
  onRemove: (user: User) => void;
  /** The account's only administrator: not offered for removal (the server would refuse). */
  onlyAdministrator: boolean;
}

export function UserRow({ user, self, pageNames, onEdit, onRemove, onlyAdministrator }: UserRowProps) {
  const { t } = useTranslation('team');
  const name = `${user.firstname} ${user.lastname}`;
  return (
    <Paper component="li" withBorder p="sm" aria-label={name}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={user.pictureUrl} alt="" radius="xl">
            {`${user.firstname.charAt(0)}${user.lastname.charAt(0)}`.toUpperCase()}
          </Avatar>
          <Stack gap={4}>
            <Group gap={6}>
              <Text fw={500}>{name}</Text>
              {self ? (
                <Badge variant="outline" color="gray" size="sm">
                  {t('list.you')}
                </Badge>
              ) : null}
              <RoleBadge role={user.role} />
            </Group>
            <Text size="sm" c="dimmed">
              {user.email}
            </Text>
            <Text size="sm">{accessText(t, accessSummary(user, pageNames))}</Text>
            {user.emailConfirmed ? null : <InvitationPending user={user} />}
          </Stack>
        </Group>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => onEdit(user)}>
            {t('list.edit')}
          </Button>
          {onlyAdministrator ? (
            <Text size="xs" c="dimmed">
              {t('list.onlyAdministrator')}
            </Text>
          ) : (
            <Button size="xs" variant="subtle" color="red" onClick={() => onRemove(user)}>
              {t('list.remove')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

function accessText(t: TFunction<'team'>, access: AccessSummary): string {
  switch (access.kind) {
    case 'names':
      return t('list.pages', { names: access.names.join(', ') });
    case 'count':
      return t('list.pageCount', { count: access.count });
    case 'none':
      return t('list.noPage');
    case 'all':
      return t('list.allPages');
  }
}

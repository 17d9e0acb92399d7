import { Button, Paper, Group as Row, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Group, Page } from '@pagewise/shared/pages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { useCan } from '../../auth/use-can.ts';
import { useDeleteGroup } from '../api/delete-group.ts';
import { useGroups } from '../api/get-groups.ts';
import { GroupDialog } from './GroupDialog.tsx';

/** Groups of pages (spec §3): named sets the user can pick at once elsewhere. */
export function GroupsSection({ pages }: { pages: Page[] }) {
  const { t } = useTranslation('pages');
  const groups = useGroups();
  const remove = useDeleteGroup();
  const canConnect = useCan('connect_pages');
  const [editing, setEditing] = useState<Group | 'new' | null>(null);

  const confirmDelete = (group: Group) =>
    modals.openConfirmModal({
      title: t('groups.deleteTitle', { name: group.name }),
      children: <Text size="sm">{t('groups.deleteBody')}</Text>,
      labels: { confirm: t('groups.deleteConfirm'), cancel: t('cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(group.id, {
          onSuccess: () => notifySuccess(t('groups.deleted')),
          onError: (error) => notifyError(translateError(t, error)),
        }),
    });

  return (
    <section aria-labelledby="groups-title">
      <Row justify="space-between" mb="sm">
        <Title order={2} size="h4" id="groups-title">
          {t('groups.title')}
        </Title>
        {canConnect ? (
          <Button size="xs" variant="light" onClick={() => setEditing('new')}>
            {t('groups.create')}
          </Button>
        ) : null}
      </Row>
      {groups.error ? (
        <Text c="red" size="sm">
          {translateError(t, groups.error)}
        </Text>
      ) : groups.data?.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('groups.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {groups.data?.map((group) => (
            <Paper component="li" key={group.id} withBorder p="sm" aria-label={group.name}>
              <Row justify="space-between">
                <div>
                  <Text fw={500}>{group.name}</Text>
                  <Text size="sm" c="dimmed">
                    {t('groups.pageCount', { count: group.pageIds.length })}
                  </Text>
                </div>
                {canConnect ? (
                  <Row gap="xs">
                    <Button size="xs" variant="light" onClick={() => setEditing(group)}>
                      {t('groups.edit')}
                    </Button>
                    <Button size="xs" variant="subtle" color="red" onClick={() => confirmDelete(group)}>
                      {t('groups.delete')}
                    </Button>
                  </Row>
                ) : null}
              </Row>
            </Paper>
          ))}
        </Stack>
      )}
      {editing ? (
        <GroupDialog
          group={editing === 'new' ? null : editing}
          pages={pages}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Source } from '@pagewise/shared/sources/source';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { useCan } from '../../auth/use-can.ts';
import { useDeleteSource } from '../api/delete-source.ts';
import { useEnableSource } from '../api/enable-source.ts';

interface SourceActionsProps {
  source: Source;
  onEdit: (source: Source) => void;
  onShowItems: (source: Source) => void;
}

/** What a row offers: what was read to everyone, the rest as the role allows. */
export function SourceActions({ source, onEdit, onShowItems }: SourceActionsProps) {
  const { t } = useTranslation('sources');
  const enable = useEnableSource();
  const remove = useDeleteSource();
  const canEdit = useCan('edit');
  const canDelete = useCan('delete');
  const onError = (error: unknown) => notifyError(translateError(t, error));

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('delete.title', { name: source.name }),
      children: (
        <Text size="sm">
          {source.botCount > 0 ? t('delete.usedBy', { count: source.botCount }) : t('delete.body')}
        </Text>
      ),
      labels: { confirm: t('delete.confirm'), cancel: t('cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(source.id, {
          onSuccess: () => notifySuccess(t('notices.deleted', { name: source.name })),
          onError,
        }),
    });

  return (
    <Group gap="xs">
      {canEdit && source.status === 'error' ? (
        <Button
          size="xs"
          color="orange"
          loading={enable.isPending}
          onClick={() =>
            enable.mutate(source.id, {
              onSuccess: () => notifySuccess(t('notices.enabled', { name: source.name })),
              onError,
            })
          }
        >
          {t('actions.enable')}
        </Button>
      ) : null}
      <Button size="xs" variant="light" onClick={() => onShowItems(source)}>
        {t('actions.items')}
      </Button>
      {canEdit ? (
        <Button size="xs" variant="light" onClick={() => onEdit(source)}>
          {t('actions.edit')}
        </Button>
      ) : null}
      {canDelete ? (
        <Button size="xs" variant="subtle" color="red" loading={remove.isPending} onClick={confirmDelete}>
          {t('actions.delete')}
        </Button>
      ) : null}
    </Group>
  );
}

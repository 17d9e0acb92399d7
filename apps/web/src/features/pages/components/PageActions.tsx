import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Page } from '@pagewise/shared/pages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { useCan } from '../../auth/use-can.ts';
import { useDeletePage } from '../api/delete-page.ts';
import { useDisconnectConcierge } from '../api/disconnect-concierge.ts';
import { useRefreshPage } from '../api/refresh-page.ts';
import { ReconnectButton } from './ReconnectButton.tsx';

interface PageActionsProps {
  page: Page;
  onDeleted: (pageId: string) => void;
}

export function PageActions({ page, onDeleted }: PageActionsProps) {
  const { t } = useTranslation('pages');
  const refresh = useRefreshPage();
  const remove = useDeletePage();
  const disconnect = useDisconnectConcierge();
  const canConnect = useCan('connect_pages');
  const onError = (error: unknown) => notifyError(translateError(t, error));

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('delete.title', { name: page.name }),
      children: <Text size="sm">{t('delete.body')}</Text>,
      labels: { confirm: t('delete.confirm'), cancel: t('cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(page.id, {
          onSuccess: () => {
            onDeleted(page.id);
            notifySuccess(t('notices.deleted', { name: page.name }));
          },
          onError,
        }),
    });

  return (
    <Group gap="xs">
      {canConnect ? (
        <Button
          size="xs"
          variant="light"
          loading={refresh.isPending}
          onClick={() =>
            refresh.mutate(page.id, { onSuccess: () => notifySuccess(t('notices.refreshed')), onError })
          }
        >
          {t('actions.refresh')}
        </Button>
      ) : null}
      <ReconnectButton page={page} variant="light" />
      {page.kind === 'sandbox' ? (
        <Button
          size="xs"
          variant="subtle"
          component={Link}
          to={`/dash/sandbox/${encodeURIComponent(page.id)}`}
        >
          {t('actions.viewSandbox')}
        </Button>
      ) : null}
      {canConnect && page.connectionMode === 'concierge' ? (
        <Button
          size="xs"
          variant="light"
          color="violet"
          loading={disconnect.isPending}
          onClick={() =>
            disconnect.mutate(page.id, {
              onSuccess: () => notifySuccess(t('notices.conciergeDisconnected')),
              onError,
            })
          }
        >
          {t('actions.disconnectConcierge')}
        </Button>
      ) : null}
      {canConnect ? (
        <Button size="xs" variant="subtle" color="red" loading={remove.isPending} onClick={confirmDelete}>
          {t('actions.delete')}
        </Button>
      ) : null}
    </Group>
  );
}

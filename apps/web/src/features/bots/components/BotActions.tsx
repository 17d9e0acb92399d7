import { Button, Group, Switch, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Bot } from '@pagewise/shared/bots';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { PlanGate } from '../../plan/components/PlanGate.tsx';
import { useDeleteBot } from '../api/delete-bot.ts';
import { useEnableBot } from '../api/enable-bot.ts';
import { useRunBot } from '../api/run-bot.ts';

/** Switch on or off, run now, edit, delete: only for a role that may publish (bots post by themselves). */
export function BotActions({ bot }: { bot: Bot }) {
  const { t } = useTranslation('bots');
  const enable = useEnableBot();
  const run = useRunBot();
  const remove = useDeleteBot();
  const onError = (error: unknown) => notifyError(translateError(t, error));

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('delete.title', { name: bot.name }),
      children: <Text size="sm">{t('delete.body')}</Text>,
      labels: { confirm: t('delete.confirm'), cancel: t('cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(bot.id, {
          onSuccess: () => notifySuccess(t('notices.deleted', { name: bot.name })),
          onError,
        }),
    });

  return (
    <Group gap="xs">
      <Switch
        label={t('actions.enabled')}
        checked={enable.isPending ? (enable.variables?.enabled ?? bot.enabled) : bot.enabled}
        disabled={enable.isPending}
        onChange={(event) =>
          enable.mutate(
            { id: bot.id, enabled: event.currentTarget.checked },
            {
              onSuccess: (saved) =>
                notifySuccess(t(saved.enabled ? 'notices.enabled' : 'notices.paused', { name: saved.name })),
              onError,
            },
          )
        }
      />
      <Button
        size="xs"
        variant="light"
        loading={run.isPending}
        onClick={() =>
          run.mutate(bot.id, {
            onSuccess: (result) => notifySuccess(t('notices.ran', { name: bot.name, ...result })),
            onError,
          })
        }
      >
        {t('actions.run')}
      </Button>
      <PlanGate feature="editBots" label={t('actions.edit')} size="xs">
        <Button
          size="xs"
          variant="light"
          component={Link}
          to={`/dash/bots/edit/${encodeURIComponent(bot.id)}`}
        >
          {t('actions.edit')}
        </Button>
      </PlanGate>
      <Button size="xs" variant="subtle" color="red" loading={remove.isPending} onClick={confirmDelete}>
        {t('actions.delete')}
      </Button>
    </Group>
  );
}

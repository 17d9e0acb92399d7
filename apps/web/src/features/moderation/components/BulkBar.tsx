import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { type BulkActionKind, useBulkAction, useBulkChange } from '../api/inbox-writes.ts';

/** What can be done to the selected items at once (moderators). */
export function BulkBar({ itemIds, done }: { itemIds: string[]; done: () => void }) {
  const { t } = useTranslation(['inbox', 'errors']);
  const change = useBulkChange();
  const act = useBulkAction();
  const options = { onSuccess: done, onError: (error: Error) => notifyError(translateError(t, error)) };
  const run = (kind: BulkActionKind) => act.mutate({ itemIds, kind }, options);
  return (
    <Group gap="xs" role="toolbar" aria-label={t('bulk.label')}>
      <Text size="sm">{t('bulk.selected', { count: itemIds.length })}</Text>
      <Button
        size="compact-xs"
        onClick={() => change.mutate({ itemIds, change: { change: 'status', status: 'treated' } }, options)}
      >
        {t('actions.treated')}
      </Button>
      <Button size="compact-xs" variant="light" onClick={() => run('like')}>
        {t('actions.like')}
      </Button>
      <Button size="compact-xs" variant="light" onClick={() => run('hide')}>
        {t('actions.hide')}
      </Button>
      <Button size="compact-xs" variant="light" onClick={() => run('unhide')}>
        {t('actions.unhide')}
      </Button>
      <Button size="compact-xs" variant="light" color="red" onClick={() => run('delete')}>
        {t('actions.delete')}
      </Button>
      <Button size="compact-xs" variant="subtle" onClick={done}>
        {t('bulk.clear')}
      </Button>
    </Group>
  );
}

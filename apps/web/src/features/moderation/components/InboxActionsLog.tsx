import { Button, Group, Stack, Text } from '@mantine/core';
import type { InboxAction } from '@pagewise/shared/inbox';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import { formatDateTime } from '../../posts/format.ts';
import { useUndoAction } from '../api/inbox-writes.ts';
import { ActionChip } from './InboxChips.tsx';

/** What the bad-words rule did that a moderator may undo: its hides and its flags. */
const undoable = new Set<InboxAction['kind']>(['hide', 'flag']);

/** What was sent for an item: each action's state, its failure's reason, and the rule's hides and flags to undo. */
export function InboxActionsLog({ actions, canModerate }: { actions: InboxAction[]; canModerate: boolean }) {
  const { t, i18n } = useTranslation(['inbox', 'errors']);
  const timeZone = useTimeZone();
  const undo = useUndoAction();
  if (actions.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-label={t('action.log')}>
      <Text size="sm" fw={600} component="h3">
        {t('action.log')}
      </Text>
      {actions.map((action) => (
        <Stack key={action.id} gap={2}>
          <Group gap="xs">
            <ActionChip action={action} />
            <Text size="xs" c="dimmed">
              <time dateTime={action.createdAt}>
                {formatDateTime(action.createdAt, i18n.language, timeZone)}
              </time>
            </Text>
            {action.origin === 'rule' ? (
              <Text size="xs">{t('action.byRule', { word: action.matchedWord ?? '' })}</Text>
            ) : null}
            {action.origin === 'rule' &&
            undoable.has(action.kind) &&
            action.state === 'done' &&
            canModerate ? (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() =>
                  undo.mutate(action.id, { onError: (error) => notifyError(translateError(t, error)) })
                }
              >
                {t('action.undo')}
              </Button>
            ) : null}
          </Group>
          {action.text ? <Text size="sm">{action.text}</Text> : null}
          {action.state === 'failed' && action.errorKey ? (
            <Text size="xs" c="red">
              {translateError(t, action.errorKey)}
            </Text>
          ) : null}
          {action.state === 'uncertain' ? (
            <Text size="xs" c="dimmed">
              {t('action.uncertainHelp')}
            </Text>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}

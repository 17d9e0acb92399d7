import { Badge, Group } from '@mantine/core';
import type { InboxAction, InboxItem } from '@pagewise/shared/inbox';
import { useTranslation } from 'react-i18next';

const statusColour: Record<InboxItem['status'], string> = {
  waiting: 'blue',
  treated: 'green',
  flag: 'orange',
  removed: 'gray',
  hided: 'gray',
};
const evaluationColour: Record<InboxItem['evaluation'], string> = {
  good: 'green',
  normal: 'gray',
  bad: 'red',
  none: 'gray',
};
const actionColour: Record<InboxAction['state'], string> = {
  pending: 'gray',
  sending: 'blue',
  done: 'green',
  failed: 'red',
  uncertain: 'yellow',
};

/** An item's status and evaluation, in sentence case, as chips. */
export function InboxChips({ item }: { item: Pick<InboxItem, 'status' | 'evaluation' | 'type'> }) {
  const { t } = useTranslation('inbox');
  return (
    <Group gap={4}>
      <Badge size="sm" variant="light" color="gray" tt="none">
        {t(`type.${item.type}`)}
      </Badge>
      <Badge size="sm" variant="light" color={statusColour[item.status]} tt="none">
        {t(`status.${item.status}`)}
      </Badge>
      {item.evaluation !== 'none' ? (
        <Badge size="sm" variant="light" color={evaluationColour[item.evaluation]} tt="none">
          {t(`evaluation.${item.evaluation}`)}
        </Badge>
      ) : null}
    </Group>
  );
}

/** Where an action stands: "Reply: sending", "Hide: failed". */
export function ActionChip({ action }: { action: InboxAction }) {
  const { t } = useTranslation('inbox');
  return (
    <Badge size="sm" variant="light" color={actionColour[action.state]} tt="none">
      {t('action.chip', { kind: t(`action.kind.${action.kind}`), state: t(`action.state.${action.state}`) })}
    </Badge>
  );
}

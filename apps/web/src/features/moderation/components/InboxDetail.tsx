import { Alert, Anchor, Button, Divider, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import type { InboxEvaluation, InboxItemDetail } from '@pagewise/shared/inbox';
import { inboxEvaluations } from '@pagewise/shared/inbox';
import { useTranslation } from 'react-i18next';
import { PageAvatar } from '../../../components/PageAvatar.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { useCan } from '../../auth/use-can.ts';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import { formatDateTime } from '../../posts/format.ts';
import { useInboxItem, useThreadItems } from '../api/inbox-reads.ts';
import { type ItemActionKind, useChangeItem, useItemAction } from '../api/inbox-writes.ts';
import { type Assignee, reachingPage } from '../hooks/use-assignees.ts';
import { InboxActionsLog } from './InboxActionsLog.tsx';
import { InboxChips } from './InboxChips.tsx';
import { InboxNotes } from './InboxNotes.tsx';
import { ReplyBox } from './ReplyBox.tsx';

/** The open item: its thread, the reply box, the actions the role allows, notes and what was sent. */
export function InboxDetail({
  itemId,
  assignees,
  onBack,
}: {
  itemId: string;
  assignees: Assignee[];
  onBack?: () => void;
}) {
  const { t } = useTranslation(['inbox', 'errors']);
  const detail = useInboxItem(itemId);
  if (detail.isPending) return <Loader aria-label={t('detail.loading')} />;
  if (detail.isError)
    return (
      <Alert color="red" title={t('detail.error')}>
        {translateError(t, detail.error)}
      </Alert>
    );
  return <ItemDetail item={detail.data} assignees={assignees} onBack={onBack} />;
}

function ItemDetail({
  item,
  assignees,
  onBack,
}: {
  item: InboxItemDetail;
  assignees: Assignee[];
  onBack?: (() => void) | undefined;
}) {
  const { t, i18n } = useTranslation(['inbox', 'errors']);
  const timeZone = useTimeZone();
  const canReply = useCan('reply');
  const canModerate = useCan('moderate');
  const change = useChangeItem();
  const act = useItemAction();
  const thread = useThreadItems(item.threadId);
  const onError = (error: Error) => notifyError(translateError(t, error));
  const run = (kind: ItemActionKind) => act.mutate({ itemId: item.id, kind }, { onError });
  const hidden = item.status === 'hided';
  const context = (thread.data?.items ?? []).filter((other) => other.id !== item.id).reverse();
  return (
    <Stack gap="sm" component="article" aria-labelledby="inbox-detail-title">
      {onBack ? (
        <Button variant="subtle" size="xs" onClick={onBack} style={{ alignSelf: 'flex-start' }}>
          {t('detail.back')}
        </Button>
      ) : null}
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <PageAvatar
          page={{ name: item.pageName, network: item.pageKind, pictureUrl: item.pagePictureUrl }}
          size={40}
        />
        <Stack gap={2} miw={0}>
          <Title order={2} size="h4" id="inbox-detail-title">
            {item.author.name}
          </Title>
          <Text size="xs" c="dimmed">
            {item.pageName} ·{' '}
            <time dateTime={item.receivedAt}>{formatDateTime(item.receivedAt, i18n.language, timeZone)}</time>
          </Text>
          <InboxChips item={item} />
        </Stack>
      </Group>
      {[item.author.email, item.author.phone].filter(Boolean).length > 0 || item.author.url ? (
        <Group gap="xs">
          {item.author.email ? <Text size="xs">{item.author.email}</Text> : null}
          {item.author.phone ? <Text size="xs">{item.author.phone}</Text> : null}
          {item.author.url ? (
            <Anchor size="xs" href={item.author.url} target="_blank" rel="noreferrer">
              {t('detail.profile')}
            </Anchor>
          ) : null}
        </Group>
      ) : null}
      {context.length > 0 ? (
        <Stack gap={4} component="section" aria-label={t('detail.thread')}>
          <Text size="sm" fw={600} component="h3">
            {t('detail.thread')}
          </Text>
          {context.map((other) => (
            <Text key={other.id} size="sm" c="dimmed">
              <strong>{other.author.name}</strong>: {other.text}
            </Text>
          ))}
        </Stack>
      ) : null}
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {item.rating !== null ? `${t('item.rating', { rating: item.rating })} ` : ''}
        {item.text || t('item.noText')}
      </Text>
      {item.url ? (
        <Anchor size="sm" href={item.url} target="_blank" rel="noreferrer">
          {t('detail.onNetwork')}
        </Anchor>
      ) : null}
      <Group gap="xs">
        {canReply ? (
          <>
            <Button size="xs" variant="light" onClick={() => run('like')} disabled={item.liked}>
              {item.liked ? t('actions.liked') : t('actions.like')}
            </Button>
            <Button
              size="xs"
              variant={item.status === 'treated' ? 'light' : 'filled'}
              onClick={() =>
                change.mutate(
                  {
                    itemId: item.id,
                    change: { change: 'status', status: item.status === 'treated' ? 'waiting' : 'treated' },
                  },
                  { onError },
                )
              }
            >
              {item.status === 'treated' ? t('actions.reopen') : t('actions.treated')}
            </Button>
          </>
        ) : null}
        {canModerate ? (
          <>
            <Button size="xs" variant="light" onClick={() => run(hidden ? 'unhide' : 'hide')}>
              {hidden ? t('actions.unhide') : t('actions.hide')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="orange"
              onClick={() =>
                change.mutate({ itemId: item.id, change: { change: 'status', status: 'flag' } }, { onError })
              }
            >
              {t('actions.flag')}
            </Button>
            <Button size="xs" variant="light" color="red" onClick={() => run('delete')}>
              {t('actions.delete')}
            </Button>
            {item.author.remoteId ? (
              <>
                <Button size="xs" variant="light" color="red" onClick={() => run('block')}>
                  {t('actions.block')}
                </Button>
                <Button size="xs" variant="subtle" onClick={() => run('unblock')}>
                  {t('actions.unblock')}
                </Button>
              </>
            ) : null}
          </>
        ) : null}
      </Group>
      {canModerate ? (
        <Group gap="xs">
          <Select
            label={t('actions.evaluate')}
            size="xs"
            w={150}
            data={inboxEvaluations.map((value) => ({ value, label: t(`evaluation.${value}`) }))}
            value={item.evaluation}
            onChange={(value) =>
              value &&
              change.mutate(
                { itemId: item.id, change: { change: 'evaluation', evaluation: value as InboxEvaluation } },
                { onError },
              )
            }
          />
          <Select
            label={t('actions.assign')}
            size="xs"
            w={190}
            clearable
            placeholder={t('filters.nobody')}
            data={reachingPage(assignees, item.pageId).map((user) => ({ value: user.id, label: user.name }))}
            value={item.assigneeId}
            onChange={(value) =>
              change.mutate({ itemId: item.id, change: { change: 'assign', assigneeId: value } }, { onError })
            }
            data-inbox-assign
          />
        </Group>
      ) : null}
      {canReply ? <ReplyBox item={item} /> : null}
      <Divider />
      <InboxActionsLog actions={item.actions} canModerate={canModerate} />
      <InboxNotes item={item} canWrite={canReply} />
    </Stack>
  );
}

import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { Post } from '@pagewise/shared/posts/post';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { usePermissions } from '../../auth/use-can.ts';
import { PostDetailDrawer } from '../../collaboration/PostDetailDrawer.tsx';
import { useDeletePost } from '../api/delete-post.ts';
import { usePublishPostNow } from '../api/publish-post-now.ts';
import { movableTargets } from '../api/reschedule-post.ts';
import { canDelete, canEdit, canPublishNow, publishedPageNames } from '../post-state.ts';
import { HistoryDialog } from './HistoryDialog.tsx';
import { RescheduleDialog } from './RescheduleDialog.tsx';

const creatorLink = (mode: 'edit' | 'duplicate', post: Post) =>
  `/dash/postCreator/${mode}?post_id=${encodeURIComponent(post.id)}`;

export function PostActions({ post }: { post: Post }) {
  // The reschedule dialog speaks these too: loaded with the list, opening it never waits.
  const { t } = useTranslation(['posts', 'issues', 'pages']);
  const publish = usePublishPostNow();
  const remove = useDeletePost();
  const permissions = usePermissions();
  const [historyOpened, history] = useDisclosure(false);
  const [rescheduleOpened, reschedule] = useDisclosure(false);
  const [detailsOpened, details] = useDisclosure(false);
  const onError = (error: unknown) => notifyError(translateError(t, error));

  const confirmDelete = () => {
    const published = publishedPageNames(post);
    modals.openConfirmModal({
      title: t('delete.title'),
      children: (
        <Text size="sm">
          {published.length > 0
            ? t('delete.bodyPublished', { pages: published.join(', ') })
            : t('delete.body')}
        </Text>
      ),
      labels: { confirm: t('delete.confirm'), cancel: t('delete.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(post.id, {
          onSuccess: (answer) =>
            notifySuccess(answer ? t('notices.deletingOnNetwork') : t('notices.deleted')),
          onError,
        }),
    });
  };

  return (
    <Group gap="xs">
      <Button size="xs" variant="light" color="gray" onClick={details.open}>
        {t('actions.details')}
      </Button>
      {permissions.includes('edit') && canEdit(post) ? (
        <Button size="xs" variant="light" component={Link} to={creatorLink('edit', post)}>
          {t('actions.edit')}
        </Button>
      ) : null}
      {permissions.includes('create') ? (
        <Button size="xs" variant="subtle" component={Link} to={creatorLink('duplicate', post)}>
          {t('actions.duplicate')}
        </Button>
      ) : null}
      {permissions.includes('publish') && movableTargets(post).length > 0 ? (
        <Button size="xs" variant="subtle" onClick={reschedule.open}>
          {t('reschedule.action')}
        </Button>
      ) : null}
      {permissions.includes('publish') && canPublishNow(post) ? (
        <Button
          size="xs"
          variant="light"
          color="green"
          loading={publish.isPending}
          onClick={() =>
            publish.mutate(post.id, { onSuccess: () => notifySuccess(t('notices.publishing')), onError })
          }
        >
          {t('actions.publishNow')}
        </Button>
      ) : null}
      <Button size="xs" variant="subtle" onClick={history.open}>
        {t('actions.history')}
      </Button>
      {permissions.includes('delete') && canDelete(post) ? (
        <Button size="xs" variant="subtle" color="red" loading={remove.isPending} onClick={confirmDelete}>
          {t('actions.delete')}
        </Button>
      ) : null}
      {historyOpened ? <HistoryDialog postId={post.id} onClose={history.close} /> : null}
      {rescheduleOpened ? <RescheduleDialog post={post} onClose={reschedule.close} /> : null}
      {detailsOpened ? <PostDetailDrawer postId={post.id} onClose={details.close} /> : null}
    </Group>
  );
}

import { Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useScreenTitle } from '../../app/useScreenTitle.ts';
import { useCan } from '../auth/use-can.ts';
import { PostDetailDrawer } from '../collaboration/PostDetailDrawer.tsx';
import { PlannerBoard } from './components/PlannerBoard.tsx';
import { usePostInAddress } from './hooks/use-post-in-address.ts';
import { useReloadPlanner } from './hooks/use-reload-planner.ts';

/**
 * `/dash/planner` and `/dash/planner/:date` (the classic version; the new one shows the same
 * calendar in `/dash/posts2`). `post_id` opens that post's drawer, as in posts2.
 */
export default function PlannerScreen() {
  const { t } = useTranslation(['dash', 'planner']);
  const title = t('screens.planner.title');
  useScreenTitle(title);
  const canCreate = useCan('create');
  const post = usePostInAddress();
  const reload = useReloadPlanner();
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        {canCreate ? (
          <Button component={Link} to="/dash/postCreator">
            {t('newPost', { ns: 'planner' })}
          </Button>
        ) : null}
      </Group>
      <PlannerBoard onOpenPost={post.open} />
      <PostDetailDrawer
        postId={post.postId}
        onClose={post.close}
        onChanged={reload}
        mode={{ kind: 'team' }}
      />
    </Stack>
  );
}

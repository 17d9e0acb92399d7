import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PostDetailDrawer } from '../collaboration/PostDetailDrawer.tsx';
import { PlannerBoard } from './components/PlannerBoard.tsx';
import { PlannerHeading } from './components/PlannerHeading.tsx';
import { usePostInAddress } from './hooks/use-post-in-address.ts';
import { useReloadPlanner } from './hooks/use-reload-planner.ts';

/**
 * `/dash/planner` and `/dash/planner/:date` (the classic version; the new one shows the same
 * calendar in `/dash/posts2`). `post_id` opens that post's drawer, as in posts2.
 */
export default function PlannerScreen() {
  const { t } = useTranslation(['dash', 'planner']);
  const post = usePostInAddress();
  const reload = useReloadPlanner();
  return (
    <Stack gap="lg">
      <PlannerHeading title={t('screens.planner.title')} />
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

import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SegmentedSwitch } from '../../components/SegmentedSwitch.tsx';
import { PostDetailDrawer } from '../collaboration/PostDetailDrawer.tsx';
import { PlannerBoard } from '../planner/components/PlannerBoard.tsx';
import { PlannerHeading } from '../planner/components/PlannerHeading.tsx';
import { usePostInAddress } from '../planner/hooks/use-post-in-address.ts';
import { useReloadPlanner } from '../planner/hooks/use-reload-planner.ts';
import PostsScreen from '../posts/PostsScreen.tsx';
import { type Posts2Display, posts2Inputs } from './posts2-inputs.ts';

/**
 * `/dash/posts2`, where posts and planner lead unless the old version is chosen: the planner's
 * calendar or the post list, switched in place. Its inputs come from the address: `post_id` opens
 * that post's drawer, `page_id` shows that page in the calendar, `bot_id` is kept.
 */
export default function Posts2Screen() {
  const { t } = useTranslation(['dash', 'planner']);
  const [query, setQuery] = useSearchParams();
  const inputs = posts2Inputs(query);
  const post = usePostInAddress();
  const reload = useReloadPlanner();

  const show = (display: Posts2Display) =>
    setQuery((current) => {
      const next = new URLSearchParams(current);
      next.set('display', display);
      return next;
    });

  return (
    <Stack gap="md">
      <SegmentedSwitch<Posts2Display>
        value={inputs.display}
        onChange={show}
        label={t('display.label', { ns: 'planner' })}
        data={[
          { value: 'calendar', label: t('display.calendar', { ns: 'planner' }) },
          { value: 'list', label: t('display.list', { ns: 'planner' }) },
        ]}
      />
      {inputs.display === 'list' ? (
        <PostsScreen screen="posts2" />
      ) : (
        <CalendarDisplay onOpenPost={post.open} pageId={inputs.pageId} />
      )}
      <PostDetailDrawer
        postId={post.postId}
        onClose={post.close}
        onChanged={reload}
        mode={{ kind: 'team' }}
      />
    </Stack>
  );
}

function CalendarDisplay({
  onOpenPost,
  pageId,
}: {
  onOpenPost: (postId: string) => void;
  pageId: string | null;
}) {
  const { t } = useTranslation(['dash', 'planner']);
  return (
    <Stack gap="lg">
      <PlannerHeading title={t('screens.posts2.title')} />
      <PlannerBoard onOpenPost={onOpenPost} linkedPageId={pageId} />
    </Stack>
  );
}

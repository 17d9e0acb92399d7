import { Alert, Button, Divider, Drawer, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import type { Post } from '@pagewise/shared/posts/post';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../lib/translate-error.ts';
import { usePermissions } from '../auth/use-can.ts';
import { HistoryList } from '../posts/components/HistoryList.tsx';
import { shorten } from '../posts/format.ts';
import { postExcerpt } from '../posts/post-state.ts';
import { usePostDetail } from './api/get-post-detail.ts';
import { useValidatorIdentity } from './api/get-validator-identity.ts';
import { NotesPanel } from './components/NotesPanel.tsx';
import { PostSummary } from './components/PostSummary.tsx';
import { ValidationBlock } from './components/ValidationBlock.tsx';
import { type DetailMode, teamMode } from './detail-mode.ts';
import type { Viewer } from './validation-actions.ts';

/**
 * The post detail drawer of the planner, posts2 and the shared planner: the post, its
 * publications, its validation (assign, validate, unvalidate, remove), notes and comments, and
 * the history of changes. `validator` mode talks to the shared-planner API with the link's token
 * and offers only validate/unvalidate (when the post is assigned to them) and notes.
 */
export type PostDetailDrawerProps = {
  postId: string | null;
  onClose: () => void;
  /** Called after any change (validation, assignment, note) so that the caller reloads its events. */
  onChanged?: () => void;
  mode?: { kind: 'team' } | { kind: 'validator'; token: string };
};

export function PostDetailDrawer(props: PostDetailDrawerProps) {
  // The drawer's texts load on first use without suspending the screen that opens it.
  return (
    <Suspense fallback={null}>
      <DetailDrawer {...props} mode={props.mode ?? teamMode} />
    </Suspense>
  );
}

/** How many characters of the post name the drawer (its accessible name too). */
const titleLength = 60;

function DetailDrawer({ postId, onClose, onChanged, mode }: PostDetailDrawerProps & { mode: DetailMode }) {
  // Everything the drawer shows is loaded before it opens: post kinds and statuses, networks, the
  // reasons a decision may be refused (`issues`).
  const { t } = useTranslation(['collaboration', 'posts', 'pages', 'issues', 'errors']);
  // The last post shown stays in the drawer while it slides out.
  const [shownId, setShownId] = useState(postId);
  if (postId !== null && postId !== shownId) setShownId(postId);
  const post = usePostDetail(mode, shownId);
  const excerpt = post.data ? postExcerpt(post.data) : '';
  const title = post.data ? (excerpt ? shorten(excerpt, titleLength) : t('post.noText')) : t('drawer.title');

  return (
    <Drawer
      opened={postId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={title}
      closeButtonProps={{ 'aria-label': t('drawer.close') }}
    >
      {shownId === null ? null : post.data ? (
        // Another post starts on its first tab, with no form left open.
        <DetailContent key={post.data.id} post={post.data} mode={mode} onChanged={onChanged} />
      ) : post.isError ? (
        <Alert color="red" role="alert" title={t('drawer.loadFailed')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{translateError(t, post.error)}</Text>
            <Button variant="light" color="red" onClick={() => void post.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Stack gap="sm" role="status" aria-label={t('drawer.loading')}>
          {[96, 48, 160].map((height) => (
            <Skeleton key={height} height={height} radius="sm" />
          ))}
        </Stack>
      )}
    </Drawer>
  );
}

type Tab = 'note' | 'comment' | 'history';

function DetailContent({ post, mode, onChanged }: { post: Post; mode: DetailMode; onChanged?: () => void }) {
  const { t } = useTranslation('collaboration');
  const viewer = useViewer(mode);
  const [tab, setTab] = useState<Tab>('note');
  const team = mode.kind === 'team';
  return (
    <Stack gap="lg">
      <PostSummary post={post} />
      <Divider />
      <ValidationBlock post={post} mode={mode} viewer={viewer} onChanged={onChanged} />
      <Divider />
      <Tabs value={tab} onChange={(next) => setTab((next as Tab | null) ?? 'note')}>
        <Tabs.List>
          <Tabs.Tab value="note">{t('notes.tabs.note')}</Tabs.Tab>
          <Tabs.Tab value="comment">{t('notes.tabs.comment')}</Tabs.Tab>
          {team ? <Tabs.Tab value="history">{t('notes.tabs.history')}</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="note" pt="md">
          <NotesPanel mode={mode} postId={post.id} kind="note" onChanged={onChanged} />
        </Tabs.Panel>
        <Tabs.Panel value="comment" pt="md">
          <NotesPanel mode={mode} postId={post.id} kind="comment" onChanged={onChanged} />
        </Tabs.Panel>
        {team ? (
          <Tabs.Panel value="history" pt="md">
            {/* Asked for only once the tab is opened. */}
            {tab === 'history' ? <HistoryList postId={post.id} /> : null}
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </Stack>
  );
}

/** The team member's permissions, or the validator's id (their link's identity). */
function useViewer(mode: DetailMode): Viewer {
  const permissions = usePermissions();
  const identity = useValidatorIdentity(mode.kind === 'validator' ? mode.token : null);
  if (mode.kind === 'team') return { kind: 'team', permissions };
  return { kind: 'validator', id: identity.data?.validator.id ?? null };
}

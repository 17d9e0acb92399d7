import { Alert, Button, EmptyState, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateError } from '../../../lib/translate-error.ts';
import { useGroups } from '../../pages/api/get-groups.ts';
import { usePages } from '../../pages/api/get-pages.ts';
import { usePost } from '../api/get-post.ts';
import { unreachablePageIds } from '../page-access.ts';
import type { PostCreatorMode } from '../postCreatorMode.ts';
import { ComposerForm } from './ComposerForm.tsx';
import { PageAccessNotice } from './PageAccessNotice.tsx';

interface ComposerLoaderProps {
  mode: PostCreatorMode;
  postId: string | null;
}

/** The composer once the pages (and the post to edit) are here; else loading, empty or error. */
export function ComposerLoader({ mode, postId }: ComposerLoaderProps) {
  // Every namespace the composer shows, loaded before it renders.
  const { t } = useTranslation(['composer', 'issues', 'pages', 'posts']);
  const pages = usePages();
  const groups = useGroups();
  const post = usePost(postId);

  if (mode !== 'create' && postId === null) {
    return (
      <EmptyState
        withIndicatorBackground
        title={t('states.noPost.title')}
        description={t('states.noPost.description')}
      >
        <Button component={Link} to="/dash/posts">
          {t('states.noPost.action')}
        </Button>
      </EmptyState>
    );
  }
  if (pages.isPending || (postId !== null && post.isPending)) {
    return (
      <Stack gap="sm" role="status" aria-label={t('states.loading')}>
        {[120, 48, 160, 96].map((height) => (
          <Skeleton key={height} height={height} radius="sm" />
        ))}
      </Stack>
    );
  }
  const failure = pages.error ?? post.error;
  if (failure) {
    return (
      <Alert color="red" title={t(pages.error ? 'states.pagesFailed' : 'states.postFailed')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{translateError(t, failure)}</Text>
          <Button
            variant="light"
            color="red"
            onClick={() => void (pages.error ? pages.refetch() : post.refetch())}
          >
            {t('states.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!pages.data || pages.data.length === 0) {
    return (
      <EmptyState
        withIndicatorBackground
        title={t('states.noPages.title')}
        description={t('states.noPages.description')}
      >
        <Button component={Link} to="/dash/pages">
          {t('states.noPages.action')}
        </Button>
      </EmptyState>
    );
  }
  // Only a new post (a duplicate) may leave out the pages this user does not reach.
  if (post.data && mode !== 'duplicate' && unreachablePageIds(post.data, pages.data).length > 0) {
    return <PageAccessNotice withBackLink />;
  }
  return (
    <ComposerForm
      key={post.data?.id ?? 'new'}
      mode={mode}
      post={post.data ?? null}
      pages={pages.data}
      groups={groups.data ?? []}
    />
  );
}

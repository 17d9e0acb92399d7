import { Alert, Button, EmptyState, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateError } from '../../../lib/translate-error.ts';
import { type PostsQuery, postsPerPage, usePosts } from '../api/get-posts.ts';
import { PostRow } from './PostRow.tsx';

interface PostsContentProps {
  query: PostsQuery;
  onOffsetChange: (offset: number) => void;
}

/** The list, or its loading, error and empty states. */
export function PostsContent({ query, onOffsetChange }: PostsContentProps) {
  const { t } = useTranslation('posts');
  const posts = usePosts(query);
  // Past the end (the last posts of the last page were deleted, an old link): back to the start.
  const pastTheEnd = posts.data?.posts.length === 0 && query.offset > 0;
  useEffect(() => {
    if (pastTheEnd) onOffsetChange(0);
  }, [pastTheEnd, onOffsetChange]);
  if (posts.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label={t('loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={120} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (posts.isError) {
    return (
      <Alert color="red" title={t('loadFailed')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{translateError(t, posts.error)}</Text>
          <Button variant="light" color="red" onClick={() => void posts.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const { posts: list, total } = posts.data;
  if (list.length === 0) {
    const filtered = query.status !== 'all' || query.pageId !== null;
    return (
      <EmptyState
        withIndicatorBackground
        title={filtered ? t('empty.filteredTitle') : t('empty.title')}
        description={t('empty.description')}
      >
        <Button component={Link} to="/dash/postCreator">
          {t('write')}
        </Button>
      </EmptyState>
    );
  }
  const pageCount = Math.ceil(total / postsPerPage);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('list.count', { count: total })}
      </Text>
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-busy={posts.isPlaceholderData}
      >
        {list.map((post) => (
          <PostRow key={post.id} post={post} />
        ))}
      </Stack>
      {pageCount > 1 ? (
        <Group justify="center">
          <Pagination
            total={pageCount}
            value={Math.floor(query.offset / postsPerPage) + 1}
            onChange={(page) => onOffsetChange((page - 1) * postsPerPage)}
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? t('list.previous') : t('list.next'),
            })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}

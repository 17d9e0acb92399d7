import { EmptyState, Stack, Title } from '@mantine/core';
import type { SandboxPageView } from '@pagewise/shared/pages';
import { useTranslation } from 'react-i18next';
import { SandboxPost } from './SandboxPost.tsx';

/** What was published on the page, newest first. */
export function SandboxPosts({ posts }: { posts: SandboxPageView['posts'] }) {
  const { t } = useTranslation('pages');
  const newestFirst = [...posts].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <section aria-labelledby="sandbox-posts">
      <Title order={3} size="h5" id="sandbox-posts" mb="xs">
        {t('sandbox.posts')}
      </Title>
      {newestFirst.length === 0 ? (
        <EmptyState title={t('sandbox.emptyTitle')} description={t('sandbox.empty')} />
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-labelledby="sandbox-posts"
        >
          {newestFirst.map((post) => (
            <SandboxPost key={post.id} post={post} />
          ))}
        </Stack>
      )}
    </section>
  );
}

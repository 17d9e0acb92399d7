import { Anchor, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { SandboxPageView } from '@pagewise/shared/pages';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../hooks/use-formats.ts';
import { SandboxInboxItem } from './SandboxInboxItem.tsx';
import { SandboxPostDetails } from './SandboxPostDetails.tsx';

type Post = SandboxPageView['posts'][number];

/** A published post as its audience sees it: the page's own replies (a bot's first comment), whether it reposted it, and the comments it drew. */
export function SandboxPost({ post }: { post: Post }) {
  const { t } = useTranslation('pages');
  const { dateTime } = useFormats();
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      aria-label={t('sandbox.post', { date: dateTime(post.createdAt) })}
    >
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          {t('sandbox.publishedOn', { date: dateTime(post.createdAt) })}
        </Text>
        {post.text ? <Text style={{ whiteSpace: 'pre-wrap' }}>{post.text}</Text> : null}
        {post.link ? (
          <Anchor href={post.link} target="_blank" rel="noopener noreferrer" size="sm">
            {post.link}
          </Anchor>
        ) : null}
        {post.media.length > 0 ? (
          <Group gap="xs">
            {post.media.map((media) =>
              media.mime.startsWith('image/') ? (
                <Image key={media.url} src={media.url} alt="" w={96} h={96} fit="cover" radius="sm" />
              ) : (
                <Anchor key={media.url} href={media.url} target="_blank" rel="noopener noreferrer" size="sm">
                  {t('sandbox.media', { mime: media.mime })}
                </Anchor>
              ),
            )}
          </Group>
        ) : null}
        {post.details ? <SandboxPostDetails details={post.details} /> : null}
        {post.reposts > 0 ? (
          <Text size="sm" c="dimmed">
            {t('sandbox.reposted')}
          </Text>
        ) : null}
        {post.replies.length > 0 ? (
          <Stack
            gap={4}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('sandbox.pageReplies')}
          >
            {post.replies.map((reply) => (
              <Text component="li" key={reply.id} size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {reply.text}
              </Text>
            ))}
          </Stack>
        ) : null}
        <Text size="sm" fw={500}>
          {t('sandbox.comments')}
        </Text>
        {post.comments.length > 0 ? (
          <Stack
            component="ul"
            gap={6}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('sandbox.comments')}
          >
            {post.comments.map((comment) => (
              <SandboxInboxItem key={comment.remoteId} item={comment} />
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('sandbox.noComments')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

import { Anchor, Badge, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { Post } from '@pagewise/shared/posts/post';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import { TargetList } from '../../posts/components/TargetList.tsx';
import { formatDateTime } from '../../posts/format.ts';

/** The post itself: its kind, planned time, text, media and where it goes (each page's status). */
export function PostSummary({ post }: { post: Post }) {
  const { t, i18n } = useTranslation(['collaboration', 'posts']);
  const timeZone = useTimeZone();
  const text = post.message || post.description;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge variant="outline" color="gray">
          {t(`kind.${post.kind}`, { ns: 'posts' })}
        </Badge>
        <Text size="sm" c="dimmed">
          {post.scheduledAt
            ? t('post.plannedFor', { date: formatDateTime(post.scheduledAt, i18n.language, timeZone) })
            : t('post.notPlanned')}
        </Text>
      </Group>
      <Text
        size="sm"
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        c={text ? undefined : 'dimmed'}
      >
        {text || t('post.noText')}
      </Text>
      {post.link ? (
        <Anchor
          size="sm"
          href={post.link}
          target="_blank"
          rel="noopener noreferrer"
          style={{ overflowWrap: 'anywhere' }}
        >
          {post.link}
        </Anchor>
      ) : null}
      {post.media.length > 0 ? (
        <Group gap="xs" aria-label={t('post.media')} role="group">
          {post.media.map((media, index) =>
            media.kind === 'image' ? (
              <Image
                key={media.id}
                src={media.url}
                alt={t('post.image', { number: index + 1 })}
                w={72}
                h={72}
                radius="sm"
                fit="cover"
              />
            ) : (
              <Anchor key={media.id} size="sm" href={media.url} target="_blank" rel="noopener noreferrer">
                {t(`post.${media.kind}`, { name: media.fileName })}
              </Anchor>
            ),
          )}
        </Group>
      ) : null}
      <Title order={3} size="h5">
        {t('post.publications')}
      </Title>
      <TargetList targets={post.targets} label={t('post.publications')} empty={t('post.noPage')} />
    </Stack>
  );
}

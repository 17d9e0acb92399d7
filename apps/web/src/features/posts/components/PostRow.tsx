import { Badge, Group, Image, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { blocksPublishing } from '@pagewise/shared/collaboration';
import type { Post } from '@pagewise/shared/posts/post';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import { ValidationBadge } from '../../collaboration/components/ValidationBadge.tsx';
import { formatDateTime, shorten } from '../format.ts';
import { postExcerpt, thumbnailUrl } from '../post-state.ts';
import { PostActions } from './PostActions.tsx';
import { TargetList } from './TargetList.tsx';

export function PostRow({ post }: { post: Post }) {
  const { t, i18n } = useTranslation('posts');
  const timeZone = useTimeZone();
  const excerpt = postExcerpt(post);
  const thumbnail = thumbnailUrl(post);
  return (
    <Paper component="li" withBorder p="sm" aria-label={excerpt ? shorten(excerpt, 80) : t('post.noText')}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {thumbnail ? (
          <Image src={thumbnail} alt={t('post.thumbnail')} w={72} h={72} radius="sm" fit="cover" />
        ) : null}
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Badge variant="outline" color="gray">
              {t(`kind.${post.kind}`)}
            </Badge>
            {/* Only what holds the post back: awaiting a validation, or refused. */}
            {blocksPublishing(post.validation.state) ? (
              <ValidationBadge validation={post.validation} compact />
            ) : null}
            {post.customised ? (
              <Tooltip label={t('post.customisedHint')}>
                <Badge variant="light" color="grape">
                  {t('post.customised')}
                </Badge>
              </Tooltip>
            ) : null}
            <Text size="sm" c="dimmed">
              {post.scheduledAt
                ? t('post.scheduledFor', { date: formatDateTime(post.scheduledAt, i18n.language, timeZone) })
                : t('post.createdOn', { date: formatDateTime(post.createdAt, i18n.language, timeZone) })}
            </Text>
          </Group>
          <Text size="sm" lineClamp={3} c={excerpt ? undefined : 'dimmed'}>
            {excerpt ? shorten(excerpt, 280) : t('post.noText')}
          </Text>
          <TargetList targets={post.targets} label={t('post.pages')} empty={t('post.noPage')} />
          <PostActions post={post} />
        </Stack>
      </Group>
    </Paper>
  );
}

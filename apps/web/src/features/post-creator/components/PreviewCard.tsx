import { Anchor, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { Media } from '@pagewise/shared/posts/post';
import { useTranslation } from 'react-i18next';
import { NetworkLogo } from '../../../components/NetworkLogo.tsx';

interface PreviewCardProps {
  kind: NetworkKind;
  text: string;
  overLimit: boolean;
  dropped: number;
  link: string;
  media: Media | null;
  mediaCount: number;
}

export function PreviewCard({ kind, text, overLimit, dropped, link, media, mediaCount }: PreviewCardProps) {
  const { t } = useTranslation(['composer', 'pages']);
  const network = t(`networks.${kind}`, { ns: 'pages' });
  return (
    <Card withBorder padding="sm" radius="md" component="article" aria-label={t('preview.card', { network })}>
      <Stack gap="xs">
        <Group gap="xs" justify="space-between">
          <Group gap="xs">
            <NetworkLogo network={kind} size={18} decorative />
            <Text fw={600} size="sm">
              {network}
            </Text>
          </Group>
          <Group gap={4}>
            {overLimit ? (
              <Badge color="red" variant="light">
                {t('preview.tooLong')}
              </Badge>
            ) : null}
            {dropped > 0 ? (
              <Badge color="orange" variant="light">
                {t('preview.dropped', { count: dropped })}
              </Badge>
            ) : null}
          </Group>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text || (
            <Text span c="dimmed">
              {t('preview.noText')}
            </Text>
          )}
        </Text>
        {link ? (
          <Anchor href={link} target="_blank" rel="noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {link}
          </Anchor>
        ) : null}
        {media?.kind === 'image' ? (
          <Image src={media.url} alt="" radius="sm" mah={240} fit="contain" />
        ) : null}
        {media?.kind === 'video' ? (
          <video
            src={media.url}
            controls
            muted
            preload="metadata"
            style={{ width: '100%', maxHeight: 240 }}
          />
        ) : null}
        {mediaCount > 1 ? (
          <Text size="xs" c="dimmed">
            {t('preview.moreMedia', { count: mediaCount - 1 })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

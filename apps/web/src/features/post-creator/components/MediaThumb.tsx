import { Center, Image, Text } from '@mantine/core';
import type { Media } from '@pagewise/shared/posts/post';
import { useTranslation } from 'react-i18next';

/** A small picture of a file: the image itself, or a tile naming its kind. */
export function MediaThumb({ media, size = 56 }: { media: Media; size?: number }) {
  const { t } = useTranslation('composer');
  if (media.kind === 'image') {
    return <Image src={media.url} alt="" w={size} h={size} fit="cover" radius="sm" />;
  }
  return (
    <Center
      w={size}
      h={size}
      bg="var(--mantine-color-default-hover)"
      style={{ borderRadius: 4, flex: 'none' }}
      aria-hidden="true"
    >
      <Text size="xs" c="dimmed">
        {t(`media.kinds.${media.kind}`)}
      </Text>
    </Center>
  );
}

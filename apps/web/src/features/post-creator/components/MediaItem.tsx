import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import type { Media, PostIssue } from '@pagewise/shared/posts/post';
import { useTranslation } from 'react-i18next';
import { mediaFacts } from '../media-facts.ts';
import { FieldIssues } from './FieldIssues.tsx';
import { MediaThumb } from './MediaThumb.tsx';

interface MediaItemProps {
  media: Media;
  errors: PostIssue[];
  /** Absent where the order does not matter (a thumbnail, a document). */
  onMove?: (by: -1 | 1) => void;
  first?: boolean;
  last?: boolean;
  onRemove: () => void;
}

/** An uploaded file: what was measured of it, its problems, and buttons to move or remove it. */
export function MediaItem({ media, errors, onMove, first, last, onRemove }: MediaItemProps) {
  const { t, i18n } = useTranslation('composer');
  const name = media.fileName;
  return (
    <Paper component="li" withBorder p="sm" radius="sm" aria-label={name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <MediaThumb media={media} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} truncate>
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {mediaFacts(media, i18n.language)}
            </Text>
            <FieldIssues errors={errors} />
          </Stack>
        </Group>
        <Group gap={4} wrap="nowrap">
          {onMove ? (
            <>
              <ActionIcon
                variant="subtle"
                disabled={first}
                aria-label={t('media.moveUp', { name })}
                onClick={() => onMove(-1)}
              >
                <span aria-hidden="true">↑</span>
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                disabled={last}
                aria-label={t('media.moveDown', { name })}
                onClick={() => onMove(1)}
              >
                <span aria-hidden="true">↓</span>
              </ActionIcon>
            </>
          ) : null}
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('media.remove', { name })}
            onClick={onRemove}
          >
            <span aria-hidden="true">✕</span>
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

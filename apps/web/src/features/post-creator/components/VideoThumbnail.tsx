import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Composer } from '../hooks/use-composer.ts';
import { FieldIssues } from './FieldIssues.tsx';
import { FileDrop } from './FileDrop.tsx';
import { MediaItem } from './MediaItem.tsx';
import type { Uploads } from './MediaSection.tsx';
import { UploadRow } from './UploadRow.tsx';

/** The image networks show before a video plays. */
export function VideoThumbnail({ composer, uploads }: { composer: Composer; uploads: Uploads }) {
  const { t } = useTranslation('composer');
  const { state, dispatch, issues } = composer;
  const id = state.content.thumbnailMediaId;
  const thumbnail = id ? state.media[id] : undefined;
  const pending = state.uploads.filter((upload) => upload.role === 'thumbnail');
  const errors = issues.errorsAt('thumbnail');

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('thumbnail.title')}
      </Text>
      {thumbnail && id ? (
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          <MediaItem
            media={thumbnail}
            errors={errors}
            onRemove={() => dispatch({ type: 'removeMedia', id })}
          />
        </Stack>
      ) : (
        <FileDrop
          label={t('thumbnail.add')}
          hint={t('thumbnail.hint')}
          accept="image/*"
          onFiles={(files) => uploads.start(files.slice(0, 1), 'thumbnail')}
        />
      )}
      {pending.map((upload) => (
        <UploadRow key={upload.key} upload={upload} onCancel={uploads.cancel} />
      ))}
      {thumbnail ? null : <FieldIssues errors={errors} />}
    </Stack>
  );
}

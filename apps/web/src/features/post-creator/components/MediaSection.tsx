import { Fieldset, NativeSelect, Stack } from '@mantine/core';
import { carouselRatios, type PostContent, type PostIssue } from '@pagewise/shared/posts/post';
import { useTranslation } from 'react-i18next';
import type { Composer } from '../hooks/use-composer.ts';
import type { useMediaUpload } from '../hooks/use-media-upload.ts';
import { mediaIndex } from '../issues.ts';
import { acceptedFiles, kindKeeps } from '../kind-media.ts';
import { FieldIssues } from './FieldIssues.tsx';
import { FileDrop } from './FileDrop.tsx';
import { MediaItem } from './MediaItem.tsx';
import { StorageUsage } from './StorageUsage.tsx';
import { UploadRow } from './UploadRow.tsx';
import { VideoThumbnail } from './VideoThumbnail.tsx';

export type Uploads = ReturnType<typeof useMediaUpload>;

type Ratio = PostContent['carouselRatio'];
const isRatio = (value: string): value is Ratio => (carouselRatios as readonly string[]).includes(value);
/** Catalogue keys cannot hold ':' (i18next's namespace separator). */
const ratioNames: Record<Ratio, string> = {
  original: 'original',
  '1:1': 'square',
  '4:5': 'portrait',
  '16:9': 'landscape',
};

/** Images and videos: drop or pick files, watch them upload, order them, remove them. */
export function MediaSection({ composer, uploads }: { composer: Composer; uploads: Uploads }) {
  const { t } = useTranslation('composer');
  const { state, dispatch, set, issues } = composer;
  const { content } = state;
  const keeps = kindKeeps(content.kind);
  const errors = issues.errorsAt('media');
  // `position` is the file's place in `mediaIds`, which the issues name (`mediaIds.2`).
  const items = content.mediaIds.flatMap((id, position) => {
    const media = state.media[id];
    return media ? [{ media, position }] : [];
  });
  const shown = (issue: PostIssue) => items.some((item) => item.position === mediaIndex(issue));
  const images = items.filter((item) => item.media.kind === 'image').length;
  const hasVideo = items.some((item) => item.media.kind === 'video');
  const pending = state.uploads.filter((upload) => upload.role === 'media');

  return (
    <Fieldset legend={t('media.legend')}>
      <Stack gap="sm">
        <FileDrop
          label={t(keeps.videos ? (keeps.images ? 'media.add' : 'media.addVideo') : 'media.addImages')}
          hint={t('media.hint')}
          accept={acceptedFiles(content.kind)}
          multiple
          onFiles={(files) => uploads.start(files, 'media')}
        />
        <StorageUsage />
        {pending.map((upload) => (
          <UploadRow key={upload.key} upload={upload} onCancel={uploads.cancel} />
        ))}
        {items.length > 0 ? (
          <Stack
            component="ul"
            gap={6}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('media.list')}
          >
            {items.map(({ media, position }, index) => (
              <MediaItem
                key={media.id}
                media={media}
                errors={errors.filter((issue) => mediaIndex(issue) === position)}
                first={index === 0}
                last={index === items.length - 1}
                onMove={(by) => dispatch({ type: 'moveMedia', id: media.id, by })}
                onRemove={() => dispatch({ type: 'removeMedia', id: media.id })}
              />
            ))}
          </Stack>
        ) : null}
        <FieldIssues errors={errors.filter((issue) => !shown(issue))} warnings={issues.warningsAt('media')} />
        {images > 1 ? (
          <NativeSelect
            label={t('media.ratio')}
            value={content.carouselRatio}
            data={carouselRatios.map((ratio) => ({
              value: ratio,
              label: t(`media.ratios.${ratioNames[ratio]}`),
            }))}
            onChange={(event) => {
              const ratio = event.currentTarget.value;
              if (isRatio(ratio)) set('carouselRatio', ratio);
            }}
            w={240}
          />
        ) : null}
        {hasVideo ? <VideoThumbnail composer={composer} uploads={uploads} /> : null}
      </Stack>
    </Fieldset>
  );
}

import {
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { youtubeVisibilities } from '@pagewise/shared/posts/post';
import { textLimits } from '@pagewise/shared/text-limits';
import { useTranslation } from 'react-i18next';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import type { Composer } from '../hooks/use-composer.ts';
import { youtubeCategoryIds } from '../youtube-categories.ts';
import { useIssueError } from './FieldIssues.tsx';

type Visibility = (typeof youtubeVisibilities)[number];
const isVisibility = (value: string): value is Visibility =>
  (youtubeVisibilities as readonly string[]).includes(value);

/** YouTube: the video's title, audience, visibility, category, tags and playlist. */
export function YoutubeOptions({ composer }: { composer: Composer }) {
  const { t } = useTranslation('composer');
  const { state, setOption, issues } = composer;
  const options = state.content.options.youtube;
  const issueError = useIssueError();
  const limit = useTextLimit();

  return (
    <Fieldset legend={t('youtube.legend')}>
      <Stack gap="sm">
        <TextInput
          label={t('youtube.title')}
          value={options?.title ?? ''}
          {...limit('youtubeTitle', options?.title)}
          onChange={(event) => setOption('youtube', { title: event.currentTarget.value })}
          error={issueError(issues.errorsAt('options.youtube'))}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('youtube.visibility')}
            value={options?.visibility ?? 'public'}
            data={youtubeVisibilities.map((value) => ({ value, label: t(`youtube.visibilities.${value}`) }))}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isVisibility(value)) setOption('youtube', { visibility: value });
            }}
          />
          <NativeSelect
            label={t('youtube.category')}
            value={options?.category ?? ''}
            data={[
              { value: '', label: t('youtube.noCategory') },
              ...youtubeCategoryIds.map((id) => ({ value: id, label: t(`youtube.categories.${id}`) })),
            ]}
            onChange={(event) => setOption('youtube', { category: event.currentTarget.value || undefined })}
          />
        </SimpleGrid>
        <TagsInput
          label={t('youtube.tags')}
          value={options?.tags ?? []}
          onChange={(tags) => setOption('youtube', { tags })}
          maxLength={textLimits.tag}
          maxTags={50}
          clearable
        />
        <TextInput
          label={t('youtube.playlist')}
          value={options?.playlist ?? ''}
          {...limit('youtubePlaylist', options?.playlist)}
          onChange={(event) => setOption('youtube', { playlist: event.currentTarget.value || undefined })}
        />
        <Group gap="lg">
          <Checkbox
            label={t('youtube.notifySubscribers')}
            checked={options?.notifySubscribers ?? true}
            onChange={(event) => setOption('youtube', { notifySubscribers: event.currentTarget.checked })}
          />
          <Checkbox
            label={t('youtube.madeForKids')}
            checked={options?.madeForKids ?? false}
            onChange={(event) => setOption('youtube', { madeForKids: event.currentTarget.checked })}
          />
        </Group>
      </Stack>
    </Fieldset>
  );
}

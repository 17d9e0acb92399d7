import { SimpleGrid, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { textLimits } from '@pagewise/shared/text-limits';
import { useTranslation } from 'react-i18next';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import type { Composer } from '../hooks/use-composer.ts';
import { FieldIssues, useIssueError } from './FieldIssues.tsx';

/** Description, link, location, tags and collaborators. */
export function DetailsFields({ composer }: { composer: Composer }) {
  const { t } = useTranslation('composer');
  const { state, set, issues } = composer;
  const { content } = state;
  const issueError = useIssueError();
  const limit = useTextLimit();

  return (
    <Stack gap="sm">
      <Textarea
        label={t('details.description')}
        value={content.description}
        onChange={(event) => set('description', event.currentTarget.value)}
        {...limit('postDescription', content.description)}
        error={issueError(issues.errorsAt('description'))}
        rows={3}
        resize="vertical"
      />
      <TextInput
        label={t('details.link')}
        type="url"
        placeholder="https://"
        value={content.link}
        onChange={(event) => set('link', event.currentTarget.value)}
        {...limit('postLink', content.link)}
        error={issueError(issues.errorsAt('link'))}
      />
      <TextInput
        label={t('details.location')}
        value={content.location}
        onChange={(event) => set('location', event.currentTarget.value)}
        {...limit('location', content.location)}
        error={issueError(issues.errorsAt('location'))}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TagsInput
          label={t('details.tags')}
          description={t('details.tagsHint')}
          value={content.tags}
          onChange={(tags) => set('tags', tags)}
          maxLength={textLimits.tag}
          error={issueError(issues.errorsAt('tags'))}
          clearable
        />
        <TagsInput
          label={t('details.collaborators')}
          description={t('details.collaboratorsHint')}
          value={content.collaborators}
          onChange={(collaborators) => set('collaborators', collaborators)}
          maxLength={textLimits.tag}
          error={issueError(issues.errorsAt('collaborators'))}
          clearable
        />
      </SimpleGrid>
      <FieldIssues warnings={[...issues.warningsAt('link'), ...issues.warningsAt('collaborators')]} />
    </Stack>
  );
}

import { Fieldset, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import type { Composer } from '../hooks/use-composer.ts';
import { FieldIssues, useIssueError } from './FieldIssues.tsx';
import { FileDrop } from './FileDrop.tsx';
import { MediaItem } from './MediaItem.tsx';
import type { Uploads } from './MediaSection.tsx';
import { UploadRow } from './UploadRow.tsx';

/** A document post: one PDF and its title. */
export function DocumentFields({ composer, uploads }: { composer: Composer; uploads: Uploads }) {
  const { t } = useTranslation('composer');
  const { state, dispatch, set, issues } = composer;
  const id = state.content.documentMediaId;
  const document = id ? state.media[id] : undefined;
  const pending = state.uploads.filter((upload) => upload.role === 'document');
  const errors = issues.errorsAt('document');
  const issueError = useIssueError();
  const limit = useTextLimit();
  const fileErrors = errors.filter((issue) => issue.field !== 'documentTitle');

  return (
    <Fieldset legend={t('document.legend')}>
      <Stack gap="sm">
        {document && id ? (
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
            <MediaItem
              media={document}
              errors={fileErrors}
              onRemove={() => dispatch({ type: 'removeMedia', id })}
            />
          </Stack>
        ) : (
          <FileDrop
            label={t('document.add')}
            hint={t('document.hint')}
            accept="application/pdf,.pdf"
            onFiles={(files) => uploads.start(files.slice(0, 1), 'document')}
          />
        )}
        {pending.map((upload) => (
          <UploadRow key={upload.key} upload={upload} onCancel={uploads.cancel} />
        ))}
        {document ? null : <FieldIssues errors={fileErrors} />}
        <TextInput
          label={t('document.title')}
          value={state.content.documentTitle}
          onChange={(event) => set('documentTitle', event.currentTarget.value)}
          error={issueError(errors.filter((issue) => issue.field === 'documentTitle'))}
          {...limit('documentTitle', state.content.documentTitle)}
          withAsterisk
        />
      </Stack>
    </Fieldset>
  );
}

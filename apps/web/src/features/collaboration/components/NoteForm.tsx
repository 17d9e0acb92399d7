import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { addNoteRequest, maxNoteLength, type NoteKind } from '@pagewise/shared/collaboration';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaErrors, serverFieldErrors } from '../../../lib/form-errors.ts';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import { translateError } from '../../../lib/translate-error.ts';
import { useAddPostNote } from '../api/add-post-note.ts';
import type { DetailMode } from '../detail-mode.ts';

interface NoteFormProps {
  mode: DetailMode;
  postId: string;
  kind: NoteKind;
  onAdded?: () => void;
}

/**
 * Writes a note or a comment. The shared schema checks it first (required, at most 2,000
 * characters); a refusal keeps the text, its reason under the field when the server names it.
 */
export function NoteForm({ mode, postId, kind, onAdded }: NoteFormProps) {
  const { t } = useTranslation(['collaboration', 'errors']);
  const add = useAddPostNote(mode, postId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const limit = useTextLimit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = { kind, text };
    const problem = schemaErrors(addNoteRequest, request).text;
    if (typeof problem === 'string') return setError(problem);
    setError(null);
    add.mutate(addNoteRequest.parse(request), {
      onSuccess: () => {
        setText('');
        onAdded?.();
      },
      onError: (refusal) => {
        const onField = serverFieldErrors(refusal).text;
        if (typeof onField === 'string') setError(onField);
      },
    });
  };
  const failedElsewhere = add.error && typeof serverFieldErrors(add.error).text !== 'string';

  return (
    <form onSubmit={submit} noValidate aria-label={t(`notes.form.${kind}`)}>
      <Stack gap="xs">
        <Textarea
          label={t(`notes.field.${kind}`)}
          // Not `autosize`: it needs document.fonts, which some environments (tests) lack.
          rows={3}
          resize="vertical"
          withAsterisk
          value={text}
          {...limit(maxNoteLength, text, t('notes.hint', { max: maxNoteLength }))}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
          error={error ? translateError(t, error) : undefined}
        />
        {failedElsewhere ? (
          <Alert color="red" role="alert" title={t('notes.failed')}>
            {translateError(t, add.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={add.isPending}>
            {t(`notes.add.${kind}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

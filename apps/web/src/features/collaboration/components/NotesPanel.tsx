import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import type { NoteKind } from '@pagewise/shared/collaboration';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/translate-error.ts';
import { usePostNotes } from '../api/get-post-notes.ts';
import type { DetailMode } from '../detail-mode.ts';
import { NoteForm } from './NoteForm.tsx';
import { NoteList } from './NoteList.tsx';

interface NotesPanelProps {
  mode: DetailMode;
  postId: string;
  kind: NoteKind;
  onChanged?: () => void;
}

/** One tab of the drawer: the notes (or the comments) of the post and a form to add one. */
export function NotesPanel({ mode, postId, kind, onChanged }: NotesPanelProps) {
  const { t } = useTranslation(['collaboration', 'errors']);
  const notes = usePostNotes(mode, postId);
  return (
    <Stack gap="md">
      {notes.isPending ? (
        <Loader size="sm" aria-label={t('notes.loading')} />
      ) : notes.isError ? (
        <Alert color="red" role="alert" title={t('notes.loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{translateError(t, notes.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void notes.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <NotesOfKind notes={notes.data.filter((note) => note.kind === kind)} kind={kind} />
      )}
      <NoteForm mode={mode} postId={postId} kind={kind} onAdded={onChanged} />
    </Stack>
  );
}

function NotesOfKind({ notes, kind }: { notes: Parameters<typeof NoteList>[0]['notes']; kind: NoteKind }) {
  const { t } = useTranslation('collaboration');
  if (notes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t(`notes.empty.${kind}`)}
      </Text>
    );
  }
  return <NoteList notes={notes} label={t(`notes.tabs.${kind}`)} />;
}

import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { PostNote } from '@pagewise/shared/collaboration';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import { formatDateTime } from '../../posts/format.ts';

/** Notes or comments, oldest first, each with its author and date in the user's language. */
export function NoteList({ notes, label }: { notes: PostNote[]; label: string }) {
  const { t, i18n } = useTranslation('collaboration');
  const timeZone = useTimeZone();
  return (
    <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {notes.map((note) => (
        <Paper key={note.id} component="li" withBorder p="sm">
          <Group gap="xs" mb={4}>
            <Text size="sm" fw={600}>
              {note.authorName}
            </Text>
            {note.authorKind === 'validator' ? (
              <Badge size="xs" variant="outline" color="gray">
                {t('notes.external')}
              </Badge>
            ) : null}
            <Text size="xs" c="dimmed" component="time" dateTime={note.createdAt}>
              {formatDateTime(note.createdAt, i18n.language, timeZone)}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.text}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

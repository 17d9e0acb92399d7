import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { InboxItemDetail } from '@pagewise/shared/inbox';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify.ts';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import { translateError } from '../../../lib/translate-error.ts';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import { formatDateTime } from '../../posts/format.ts';
import { useAddNote } from '../api/inbox-writes.ts';

/** The team's internal notes on an item, with their author and date; who may reply may add one. */
export function InboxNotes({ item, canWrite }: { item: InboxItemDetail; canWrite: boolean }) {
  const { t, i18n } = useTranslation(['inbox', 'errors']);
  const limit = useTextLimit();
  const timeZone = useTimeZone();
  const add = useAddNote();
  const [text, setText] = useState('');
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} component="h3">
        {t('notes.title')}
      </Text>
      {item.notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('notes.none')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {item.notes.map((note) => (
            <li key={note.id}>
              <Text size="sm">{note.text}</Text>
              <Text size="xs" c="dimmed">
                {note.authorName || t('notes.unknownAuthor')} ·{' '}
                <time dateTime={note.createdAt}>
                  {formatDateTime(note.createdAt, i18n.language, timeZone)}
                </time>
              </Text>
            </li>
          ))}
        </Stack>
      )}
      {canWrite ? (
        <>
          <Textarea
            label={t('notes.add')}
            // Not `autosize`: it needs document.fonts, which some environments (tests) lack.
            rows={2}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            {...limit('inboxNote', text)}
          />
          <Group justify="flex-end">
            <Button
              size="xs"
              variant="light"
              disabled={text.trim() === ''}
              loading={add.isPending}
              onClick={() =>
                add.mutate(
                  { itemId: item.id, text: text.trim() },
                  { onSuccess: () => setText(''), onError: (error) => notifyError(translateError(t, error)) },
                )
              }
            >
              {t('notes.save')}
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}

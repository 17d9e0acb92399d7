import { Button, Group, Select, Stack, Textarea } from '@mantine/core';
import type { InboxItem } from '@pagewise/shared/inbox';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import { translateError } from '../../../lib/translate-error.ts';
import { useSession } from '../../auth/session.ts';
import { useSavedReplies } from '../api/inbox-reads.ts';
import { useReply } from '../api/inbox-writes.ts';

/** A saved reply's variables filled: {{name}} the author, {{page}} the page, {{user}} who answers. */
export function fillSavedReply(text: string, values: { name: string; page: string; user: string }): string {
  return text.replace(/{{\s*(name|page|user)\s*}}/g, (_match, key: 'name' | 'page' | 'user') => values[key]);
}

/** The reply to an item, typed or taken from the saved replies; it goes out once, as an action. */
export function ReplyBox({ item }: { item: InboxItem }) {
  const { t } = useTranslation(['inbox', 'errors']);
  const limit = useTextLimit();
  const me = useSession().data;
  const saved = useSavedReplies(true).data ?? [];
  const reply = useReply();
  const [text, setText] = useState('');
  const send = () =>
    reply.mutate(
      { itemId: item.id, text: text.trim() },
      {
        onSuccess: () => {
          setText('');
          notifySuccess(t('reply.queued'));
        },
        onError: (error) => notifyError(translateError(t, error)),
      },
    );
  return (
    <Stack gap="xs">
      {saved.length > 0 ? (
        <Select
          label={t('reply.saved')}
          placeholder={t('reply.savedPlaceholder')}
          size="xs"
          data={saved.map((entry) => ({ value: entry.id, label: entry.title }))}
          value={null}
          onChange={(id) => {
            const chosen = saved.find((entry) => entry.id === id);
            if (chosen)
              setText(
                fillSavedReply(chosen.text, {
                  name: item.author.name,
                  page: item.pageName,
                  user: me ? `${me.firstname} ${me.lastname}`.trim() : '',
                }),
              );
          }}
        />
      ) : null}
      <Textarea
        label={t('reply.label')}
        // Not `autosize`: it needs document.fonts, which some environments (tests) lack.
        rows={3}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        {...limit('inboxReply', text)}
      />
      <Group justify="flex-end">
        <Button size="xs" onClick={send} loading={reply.isPending} disabled={text.trim() === ''}>
          {t('reply.send')}
        </Button>
      </Group>
    </Stack>
  );
}

import {
  Alert,
  Button,
  CloseButton,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify.ts';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import { translateError } from '../../../lib/translate-error.ts';
import { useCan } from '../../auth/use-can.ts';
import { usePages } from '../../pages/api/get-pages.ts';
import { useBadWords } from '../api/inbox-reads.ts';
import { useAddBadWord, useRemoveBadWord } from '../api/inbox-writes.ts';

/** The bad-words list: comments with one of these words are hidden (flagged where a network cannot hide). */
export function BadWordsPanel() {
  const { t } = useTranslation(['inbox', 'errors']);
  const limit = useTextLimit();
  const canModerate = useCan('moderate');
  const words = useBadWords(canModerate);
  const pages = usePages().data ?? [];
  const add = useAddBadWord();
  const remove = useRemoveBadWord();
  const [word, setWord] = useState('');
  const [pageId, setPageId] = useState<string | null>(null);
  if (!canModerate) return <Text c="dimmed">{t('badWords.notAllowed')}</Text>;
  const pageName = (id: string | null) =>
    id ? (pages.find((page) => page.id === id)?.name ?? '') : t('badWords.allPages');
  return (
    <Stack gap="sm">
      <Text size="sm">{t('badWords.help')}</Text>
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t('badWords.word')}
          size="xs"
          value={word}
          onChange={(event) => setWord(event.currentTarget.value)}
          {...limit('badWord', word)}
        />
        <Select
          label={t('badWords.scope')}
          size="xs"
          clearable
          placeholder={t('badWords.allPages')}
          data={pages.map((page) => ({ value: page.id, label: page.name }))}
          value={pageId}
          onChange={setPageId}
        />
        <Button
          size="xs"
          disabled={word.trim() === ''}
          loading={add.isPending}
          onClick={() =>
            add.mutate(
              { word: word.trim(), pageId },
              { onSuccess: () => setWord(''), onError: (error) => notifyError(translateError(t, error)) },
            )
          }
        >
          {t('badWords.add')}
        </Button>
      </Group>
      {words.isPending ? (
        <Loader size="sm" aria-label={t('list.loading')} />
      ) : words.isError ? (
        <Alert color="red">{translateError(t, words.error)}</Alert>
      ) : words.data.length === 0 ? (
        <Text c="dimmed">{t('badWords.empty')}</Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('badWords.word')}</Table.Th>
              <Table.Th>{t('badWords.scope')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {words.data.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>{entry.word}</Table.Td>
                <Table.Td>{pageName(entry.pageId)}</Table.Td>
                <Table.Td>
                  <CloseButton
                    aria-label={t('badWords.remove', { word: entry.word })}
                    onClick={() =>
                      remove.mutate(entry.id, { onError: (error) => notifyError(translateError(t, error)) })
                    }
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

import { Alert, Button, Fieldset, Group, Loader, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import type { Page } from '@pagewise/shared/pages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import { translateError } from '../../../lib/translate-error.ts';
import { useCreateBoard } from '../api/create-board.ts';
import { useBoards } from '../api/get-boards.ts';
import type { Composer } from '../hooks/use-composer.ts';
import { useIssueError } from './FieldIssues.tsx';

interface PinterestOptionsProps {
  composer: Composer;
  /** The selected Pinterest pages; the board is chosen among the first one's. */
  pages: Page[];
}

/** Pinterest needs a board: one of the page's, or a new one created here by name. */
export function PinterestOptions({ composer, pages }: PinterestOptionsProps) {
  const { t } = useTranslation('composer');
  const { state, setOption, issues } = composer;
  const page = pages[0] as Page;
  const boards = useBoards(page.id);
  const createBoard = useCreateBoard();
  const [name, setName] = useState('');
  const issueError = useIssueError();
  const limit = useTextLimit();
  const boardId = state.content.options.pinterest?.boardId ?? '';

  const create = () => {
    if (!name.trim()) return;
    createBoard.mutate(
      { pageId: page.id, name: name.trim() },
      {
        onSuccess: (board) => {
          setOption('pinterest', { boardId: board.id });
          setName('');
        },
      },
    );
  };

  return (
    <Fieldset legend={t('pinterest.legend')}>
      <Stack gap="sm">
        {boards.isPending ? (
          <Loader size="sm" aria-label={t('pinterest.loading')} />
        ) : boards.isError ? (
          <Alert color="red" role="alert">
            <Group justify="space-between">
              <Text size="sm">{translateError(t, boards.error)}</Text>
              <Button size="compact-sm" variant="light" color="red" onClick={() => void boards.refetch()}>
                {t('states.retry')}
              </Button>
            </Group>
          </Alert>
        ) : (
          <NativeSelect
            label={t('pinterest.board', { page: page.name })}
            withAsterisk
            value={boardId}
            data={[
              { value: '', label: t('pinterest.choose'), disabled: true },
              ...boards.data.map((board) => ({ value: board.id, label: board.name })),
            ]}
            onChange={(event) => setOption('pinterest', { boardId: event.currentTarget.value })}
            error={issueError(issues.errorsAt('options.pinterest'))}
          />
        )}
        <Group align="flex-end" gap="xs">
          <TextInput
            label={t('pinterest.newBoard')}
            value={name}
            {...limit('boardName', name)}
            onChange={(event) => setName(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') create();
            }}
            error={createBoard.error ? translateError(t, createBoard.error) : undefined}
            style={{ flex: 1 }}
          />
          <Button variant="light" onClick={create} loading={createBoard.isPending} disabled={!name.trim()}>
            {t('pinterest.create')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

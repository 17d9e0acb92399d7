import { ActionIcon, Button, Fieldset, Group, Input, NativeSelect, Stack, TextInput } from '@mantine/core';
import { pollOptionCount } from '@pagewise/shared/posts/limits';
import { type Poll, pollDurationsDays } from '@pagewise/shared/posts/post';
import { useTranslation } from 'react-i18next';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import { newPoll } from '../composer-state.ts';
import type { Composer } from '../hooks/use-composer.ts';
import { useIssueError } from './FieldIssues.tsx';

/** A poll: its question, 2 to 4 options and how long it stays open. */
export function PollEditor({ composer }: { composer: Composer }) {
  const { t } = useTranslation('composer');
  const { state, set, issues } = composer;
  const poll = state.content.poll ?? newPoll();
  const issueError = useIssueError();
  const errors = issues.errorsAt('poll');
  const limit = useTextLimit();
  const errorOf = (field: string) => issueError(errors.filter((issue) => issue.field.startsWith(field)));
  const change = (patch: Partial<Poll>) => set('poll', { ...poll, ...patch });
  const setOption = (index: number, text: string) =>
    change({ options: poll.options.map((option, at) => (at === index ? text : option)) });

  return (
    <Fieldset legend={t('poll.legend')}>
      <Stack gap="sm">
        <TextInput
          label={t('poll.question')}
          value={poll.question}
          onChange={(event) => change({ question: event.currentTarget.value })}
          error={errorOf('poll.question')}
          {...limit('pollQuestion', poll.question)}
          withAsterisk
        />
        {poll.options.map((option, index) => (
          <Group key={`option-${index.toString()}`} gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('poll.option', { number: index + 1 })}
              value={option}
              onChange={(event) => setOption(index, event.currentTarget.value)}
              {...limit('pollOption', option)}
              style={{ flex: 1 }}
            />
            {poll.options.length > pollOptionCount.min ? (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('poll.removeOption', { number: index + 1 })}
                onClick={() => change({ options: poll.options.filter((_, at) => at !== index) })}
              >
                <span aria-hidden="true">✕</span>
              </ActionIcon>
            ) : null}
          </Group>
        ))}
        {errorOf('poll.options') ? <Input.Error>{errorOf('poll.options')}</Input.Error> : null}
        {poll.options.length < pollOptionCount.max ? (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => change({ options: [...poll.options, ''] })}
          >
            {t('poll.addOption')}
          </Button>
        ) : null}
        <NativeSelect
          label={t('poll.duration')}
          value={String(poll.durationDays)}
          data={pollDurationsDays.map((days) => ({
            value: String(days),
            label: t(`poll.durations.${days}`),
          }))}
          onChange={(event) =>
            change({ durationDays: Number(event.currentTarget.value) as Poll['durationDays'] })
          }
          error={errorOf('poll.durationDays')}
          w={240}
        />
      </Stack>
    </Fieldset>
  );
}

import { Alert, Button, Checkbox, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import type { Post } from '@pagewise/shared/posts/post';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { useAssignees } from '../api/get-assignees.ts';
import { assigneeGroups, parseChoice } from '../assignable.ts';

interface AssignFormProps {
  post: Post;
  /** Sends the assignment; resolves once the server accepted it, throws its refusal. */
  onAssign: (assignee: { kind: 'user' | 'validator'; id: string }, notify: boolean) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * Who validates the post: team members whose role validates and who reach its pages, and the
 * external validators of the shared planner whose pages hold it, as the server lists them.
 */
export function AssignForm({ post, onAssign, onCancel }: AssignFormProps) {
  const { t } = useTranslation(['collaboration', 'errors']);
  const assignees = useAssignees(post.id);
  const [value, setValue] = useState('');
  const [notify, setNotify] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [sending, setSending] = useState(false);

  const { team, externals } = assigneeGroups(assignees.data ?? []);
  const loading = assignees.isPending;
  const loadError = assignees.error;
  const data = [
    { value: '', label: t('assign.placeholder') },
    ...(team.length > 0 ? [{ group: t('assign.team'), items: team }] : []),
    ...(externals.length > 0 ? [{ group: t('assign.validators'), items: externals }] : []),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const assignee = parseChoice(value);
    if (!assignee) return setError('validation.required');
    setError(null);
    setSending(true);
    try {
      await onAssign(assignee, notify);
    } catch (refusal) {
      const onField = serverFieldErrors(refusal).assignee;
      if (typeof onField === 'string') setError(onField);
      else setFailure(refusal);
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper withBorder p="sm" component="form" onSubmit={submit} noValidate aria-label={t('assign.title')}>
      <Stack gap="sm">
        {loadError ? (
          <Alert color="red" role="alert" title={t('assign.loadFailed')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{translateError(t, loadError)}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void assignees.refetch()}>
                {t('retry')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <NativeSelect
          label={t('assign.assignee')}
          data={data}
          value={value}
          disabled={loading}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
          error={error ? translateError(t, error) : undefined}
        />
        {!loading && team.length + externals.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('assign.nobody')}
          </Text>
        ) : null}
        <Checkbox
          label={t('assign.notify')}
          checked={notify}
          onChange={(event) => setNotify(event.currentTarget.checked)}
        />
        {failure ? (
          <Alert color="red" role="alert" title={t('assign.failed')}>
            {translateError(t, failure)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('assign.cancel')}
          </Button>
          <Button type="submit" loading={sending}>
            {t('assign.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

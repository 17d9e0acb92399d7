import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { DecidePostRequest } from '@pagewise/shared/collaboration';
import type { Post } from '@pagewise/shared/posts/post';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { postErrorTexts } from '../../posts/post-error-text.ts';
import { canEdit } from '../../posts/post-state.ts';
import { useChangeValidation, type ValidationChange } from '../api/change-validation.ts';
import type { DetailMode } from '../detail-mode.ts';
import { type ValidationAction, type Viewer, validationActions } from '../validation-actions.ts';
import { AssignForm } from './AssignForm.tsx';
import { ValidationBadge } from './ValidationBadge.tsx';

interface ValidationBlockProps {
  post: Post;
  mode: DetailMode;
  viewer: Viewer;
  onChanged?: () => void;
}

/** The post's validation: its state, who validates it, and what this viewer may do about it. */
export function ValidationBlock({ post, mode, viewer, onChanged }: ValidationBlockProps) {
  const { t } = useTranslation(['collaboration', 'errors']);
  const change = useChangeValidation(mode, post.id);
  const [assigning, setAssigning] = useState(false);
  const actions = validationActions(post.validation, viewer, canEdit(post));
  const has = (action: ValidationAction) => actions.includes(action);
  const { assignee } = post.validation;
  // Which button waits for the server: the one the user pressed.
  const pending = change.isPending ? change.variables : undefined;
  const busy = (kind: ValidationChange['kind'], decision?: DecidePostRequest['decision']) =>
    pending?.kind === kind &&
    (decision === undefined || (pending.kind === 'decide' && pending.request.decision === decision));

  const run = (request: ValidationChange, done: string) =>
    change.mutateAsync(request).then(() => {
      notifySuccess(done);
      onChanged?.();
    });
  const act = (request: ValidationChange, done: string) => {
    // A refusal is shown in the block (change.error); nothing else to do with it here.
    run(request, done).catch(() => undefined);
  };

  return (
    <Stack gap="sm" component="section" aria-label={t('validation.title')}>
      <Title order={3} size="h5">
        {t('validation.title')}
      </Title>
      <Group gap="xs">
        {post.validation.state === 'none' ? (
          <Text size="sm" c="dimmed">
            {t('state.none')}
          </Text>
        ) : (
          <ValidationBadge validation={post.validation} />
        )}
      </Group>
      <Text size="sm">
        {assignee
          ? t(assignee.kind === 'validator' ? 'validation.assignedToValidator' : 'validation.assignedTo', {
              name: assignee.name,
            })
          : t('validation.notAssigned')}
      </Text>
      {viewer.kind === 'validator' && actions.length === 0 && post.validation.state !== 'none' ? (
        <Text size="sm" c="dimmed">
          {t('validation.notYours')}
        </Text>
      ) : null}
      {change.error && !assigning ? (
        <Alert color="red" role="alert" title={t('validation.failed')}>
          {/* Validating a draft schedules it: the composer's reasons (too soon, a page to reconnect). */}
          {postErrorTexts(t, change.error).join(' ')}
        </Alert>
      ) : null}
      {actions.length > 0 && !assigning ? (
        <Group gap="xs">
          {has('validate') ? (
            <Button
              size="xs"
              color="green"
              loading={busy('decide', 'validated')}
              onClick={() =>
                act({ kind: 'decide', request: { decision: 'validated' } }, t('validation.done.validated'))
              }
            >
              {t('validation.validate')}
            </Button>
          ) : null}
          {has('unvalidate') ? (
            <Button
              size="xs"
              color="red"
              variant="light"
              loading={busy('decide', 'unvalidated')}
              onClick={() =>
                act(
                  { kind: 'decide', request: { decision: 'unvalidated' } },
                  t('validation.done.unvalidated'),
                )
              }
            >
              {t('validation.unvalidate')}
            </Button>
          ) : null}
          {has('remove') ? (
            <Button
              size="xs"
              variant="subtle"
              loading={busy('remove')}
              onClick={() => act({ kind: 'remove' }, t('validation.done.removed'))}
            >
              {t('validation.remove')}
            </Button>
          ) : null}
          {has('assign') ? (
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                change.reset();
                setAssigning(true);
              }}
            >
              {assignee ? t('validation.reassign') : t('validation.assign')}
            </Button>
          ) : null}
          {has('unassign') ? (
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              loading={busy('assign')}
              onClick={() =>
                act(
                  { kind: 'assign', request: { assignee: null, notify: false } },
                  t('validation.done.unassigned'),
                )
              }
            >
              {t('validation.unassign')}
            </Button>
          ) : null}
        </Group>
      ) : null}
      {assigning ? (
        <AssignForm
          post={post}
          onCancel={() => {
            change.reset();
            setAssigning(false);
          }}
          onAssign={(chosen, notify) =>
            run(
              { kind: 'assign', request: { assignee: chosen, notify } },
              t('validation.done.assigned'),
            ).then(() => setAssigning(false))
          }
        />
      ) : null}
    </Stack>
  );
}

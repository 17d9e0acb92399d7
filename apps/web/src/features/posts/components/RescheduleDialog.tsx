import { Alert, Button, Group, Modal, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import { minimumScheduleMinutes } from '@pagewise/shared/posts/limits';
import type { Post } from '@pagewise/shared/posts/post';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScheduleField } from '../../../components/ScheduleField.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { isoToLocal, localToIso } from '../../../lib/schedule-time.ts';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import { movableTargets, type RescheduleRequest, useReschedulePost } from '../api/reschedule-post.ts';
import { postErrorTexts } from '../post-error-text.ts';

interface RescheduleDialogProps {
  post: Post;
  onClose: () => void;
}

type Scope = 'all' | 'one';

/** Why the picked local time cannot be sent: a key of the `issues` catalogue, or null. */
function dateProblem(local: string, now: Date, timeZone: string): string | null {
  if (local === '') return 'post.schedule_required';
  const iso = localToIso(local, timeZone);
  if (iso === null) return 'post.schedule_invalid';
  const ahead = new Date(iso).getTime() - now.getTime();
  return ahead > minimumScheduleMinutes * 60_000 ? null : 'post.schedule_too_soon';
}

/**
 * Moves a post to another time (spec §4). A post on several pages asks whether every publication
 * moves, or only one (among those not yet on their way). What the user typed stays on a refusal.
 */
export function RescheduleDialog({ post, onClose }: RescheduleDialogProps) {
  const { t } = useTranslation(['posts', 'issues', 'pages']);
  const reschedule = useReschedulePost();
  const movable = movableTargets(post);
  const asksScope = post.targets.length > 1;
  const timeZone = useTimeZone();
  const [date, setDate] = useState(() => isoToLocal(post.scheduledAt, timeZone));
  const [dateError, setDateError] = useState<string | null>(null);
  const [scope, setScope] = useState<Scope>('all');
  const [targetId, setTargetId] = useState(movable[0]?.id ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = dateProblem(date, new Date(), timeZone);
    if (problem) {
      setDateError(t(problem, { ns: 'issues', minutes: minimumScheduleMinutes }));
      return;
    }
    const scheduledAt = localToIso(date, timeZone) as string;
    const body: RescheduleRequest =
      asksScope && scope === 'one'
        ? { scheduledAt, applyToAll: false, targetId }
        : { scheduledAt, applyToAll: true };
    reschedule.mutate(
      { postId: post.id, body },
      {
        onSuccess: () => {
          notifySuccess(t('reschedule.done'));
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('reschedule.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ScheduleField
            label={t('reschedule.date')}
            description={t('reschedule.hint', { minutes: minimumScheduleMinutes, zone: timeZone })}
            value={date}
            onChange={(value) => {
              setDate(value);
              setDateError(null);
            }}
            timeZone={timeZone}
            error={dateError}
            autoFocus
          />
          {asksScope ? (
            <Radio.Group
              label={t('reschedule.scope')}
              value={scope}
              onChange={(value) => setScope(value as Scope)}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="all" label={t('reschedule.all')} />
                <Radio value="one" label={t('reschedule.one')} />
              </Stack>
            </Radio.Group>
          ) : null}
          {asksScope && scope === 'one' ? (
            <NativeSelect
              label={t('reschedule.page')}
              value={targetId}
              data={movable.map((target) => ({ value: target.id, label: target.pageName }))}
              onChange={(event) => setTargetId(event.currentTarget.value)}
            />
          ) : null}
          {reschedule.isError ? (
            <Alert color="red" role="alert" title={t('reschedule.failed')}>
              <Stack gap={2}>
                {postErrorTexts(t, reschedule.error).map((text) => (
                  <Text key={text} size="sm">
                    {text}
                  </Text>
                ))}
              </Stack>
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('reschedule.cancel')}
            </Button>
            <Button type="submit" loading={reschedule.isPending}>
              {t('reschedule.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

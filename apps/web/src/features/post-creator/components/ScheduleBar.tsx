import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { minimumScheduleMinutes } from '@pagewise/shared/posts/limits';
import type { PostIntent } from '@pagewise/shared/posts/post';
import { useTranslation } from 'react-i18next';
import { ScheduleField } from '../../../components/ScheduleField.tsx';
import { translateError } from '../../../lib/translate-error.ts';
import { useCan } from '../../auth/use-can.ts';
import { ComposerOptimalTimes } from '../../planner/components/ComposerOptimalTimes.tsx';
import type { Composer } from '../hooks/use-composer.ts';
import type { useSavePost } from '../hooks/use-save-post.ts';
import { isPageAccessRefusal } from '../page-access.ts';
import { useIssueError } from './FieldIssues.tsx';
import { PageAccessNotice } from './PageAccessNotice.tsx';

interface ScheduleBarProps {
  composer: Composer;
  saver: ReturnType<typeof useSavePost>;
}

/**
 * When the post goes out (a local date and time for "Schedule"), and the three ways to save it; a
 * role that may not publish (a writer) only saves drafts, told who schedules them.
 */
export function ScheduleBar({ composer, saver }: ScheduleBarProps) {
  const { t } = useTranslation('composer');
  const { state, dispatch, issues } = composer;
  const issueError = useIssueError();
  const busy = saver.saving !== null;
  const canPublish = useCan('publish');
  const button = (intent: PostIntent) => ({
    onClick: () => void saver.save(intent),
    loading: saver.saving === intent,
    disabled: busy && saver.saving !== intent,
  });

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <ScheduleField
          label={t('schedule.date')}
          description={t('schedule.hint', { minutes: minimumScheduleMinutes, zone: composer.timeZone })}
          value={state.scheduledAt}
          onChange={(value) => dispatch({ type: 'schedule', value })}
          timeZone={composer.timeZone}
          error={issueError(issues.errorsAt('scheduledAt'))}
          maw={320}
        />
        <ComposerOptimalTimes
          pages={composer.selectedPages}
          timeZone={composer.timeZone}
          onPick={(value) => dispatch({ type: 'schedule', value })}
        />
        {saver.failure && isPageAccessRefusal(saver.failure) ? (
          <PageAccessNotice />
        ) : saver.failure ? (
          <Alert color="red" role="alert" title={t('save.failed')}>
            {translateError(t, saver.failure)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {canPublish ? null : (
            <Text size="sm" c="dimmed">
              {t('schedule.draftOnly')}
            </Text>
          )}
          <Button variant="default" {...button('draft')}>
            {t('schedule.draft')}
          </Button>
          {canPublish ? (
            <>
              <Button {...button('schedule')}>{t('schedule.schedule')}</Button>
              <Button variant="light" color="green" {...button('now')}>
                {t('schedule.now')}
              </Button>
            </>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

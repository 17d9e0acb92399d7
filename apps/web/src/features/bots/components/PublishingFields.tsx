import { Alert, Button, Group, Loader, NativeSelect, NumberInput, Stack, Switch, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  botContentTypes,
  botFrequencies,
  botLinkPositions,
  makesNativePosts,
  maxDailyLimit,
} from '@pagewise/shared/bots';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/translate-error.ts';
import { useTranslatedInputProps } from '../../../lib/use-translated-input-props.ts';
import { usePlanLock } from '../../plan/hooks/use-plan-lock.ts';
import { useBoards } from '../../post-creator/api/get-boards.ts';
import type { BotValues } from '../bot-values.ts';

/** A default limit offered when the user turns "no limit" off. */
const suggestedDailyLimit = 10;

/** A switch the plan does not include: greyed unless on (it may still be switched off), the reason said. */
const planLocked = (lock: string | null, description: string, on: boolean) => ({
  description: lock ?? description,
  disabled: lock !== null && !on,
});

function PinterestBoardField({ form, pageId }: { form: UseFormReturnType<BotValues>; pageId: string }) {
  const { t } = useTranslation(['bots', 'errors']);
  const inputProps = useTranslatedInputProps(form);
  const boards = useBoards(pageId);
  if (boards.isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">{t('form.pinterestBoard.loading')}</Text>
      </Group>
    );
  }
  if (boards.isError) {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text size="sm">{translateError(t, boards.error)}</Text>
          <Button size="compact-sm" variant="light" color="red" onClick={() => void boards.refetch()}>
            {t('retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <NativeSelect
      label={t('form.pinterestBoard.label')}
      withAsterisk
      data={[
        { value: '', label: t('form.pinterestBoard.choose'), disabled: true },
        ...boards.data.map((board) => ({ value: board.id, label: board.name })),
      ]}
      {...inputProps('pinterestBoard')}
      value={form.values.pinterestBoard ?? ''}
    />
  );
}

/** How much, how often and in what shape the bot posts. */
export function PublishingFields({
  form,
  pageKind,
}: {
  form: UseFormReturnType<BotValues>;
  pageKind?: string;
}) {
  const { t } = useTranslation(['bots', 'errors']);
  const inputProps = useTranslatedInputProps(form);
  // What the plan does not include (the server refuses it) is greyed, the reason said in place.
  const storiesLock = usePlanLock({ feature: 'stories' });
  const mixedLock = usePlanLock({ feature: 'mixedAutopost' });
  const nativeLock = usePlanLock({ feature: 'nativePosts' });
  const topPostsLock = usePlanLock({ feature: 'shareTopPosts' });
  const trafficLock = usePlanLock({ feature: 'trafficOptimization' });
  const { dailyLimit, pageId } = form.values;
  const noLimit = dailyLimit === null;
  // Image posts are native posts only where the network also takes links (not on Instagram).
  const nativeHere = makesNativePosts('text_image', pageKind ?? '');
  const lockOf = (type: string) =>
    type === 'mixed'
      ? (mixedLock ?? (nativeHere ? nativeLock : null))
      : makesNativePosts(type, pageKind ?? '')
        ? nativeLock
        : null;
  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <NumberInput
          label={t('form.dailyLimit.label')}
          description={t('form.dailyLimit.description', { max: maxDailyLimit })}
          min={1}
          max={maxDailyLimit}
          allowDecimal={false}
          disabled={noLimit}
          style={{ flex: 1 }}
          {...inputProps('dailyLimit')}
          value={dailyLimit ?? ''}
          onChange={(value) => form.setFieldValue('dailyLimit', value === '' ? '' : Number(value))}
        />
        <Switch
          mb={8}
          label={t('form.dailyLimit.none')}
          checked={noLimit}
          onChange={(event) =>
            form.setFieldValue('dailyLimit', event.currentTarget.checked ? null : suggestedDailyLimit)
          }
        />
      </Group>
      <NativeSelect
        label={t('form.frequency.label')}
        description={t('form.frequency.description')}
        data={botFrequencies.map((value) => ({ value, label: t(`frequencies.${value}`) }))}
        {...inputProps('frequency')}
      />
      <NativeSelect
        label={t('form.contentType.label')}
        data={botContentTypes.map((value) => ({
          value,
          label: t(`contentTypes.${value}`),
          disabled: lockOf(value) !== null && form.values.contentType !== value,
        }))}
        {...inputProps('contentType')}
        description={
          nativeHere && nativeLock
            ? `${nativeLock} ${t('form.contentType.native')}`
            : (mixedLock ?? undefined)
        }
      />
      <NativeSelect
        label={t('form.linkPosition.label')}
        data={botLinkPositions.map((value) => ({ value, label: t(`linkPositions.${value}`) }))}
        {...inputProps('linkPosition')}
      />
      {pageKind === 'pinterest' ? <PinterestBoardField form={form} pageId={pageId} /> : null}
      <Switch
        label={t('form.shareAsStory.label')}
        {...inputProps('shareAsStory', { type: 'checkbox' })}
        {...planLocked(storiesLock, t('form.shareAsStory.description'), form.values.shareAsStory)}
      />
      <Switch
        label={t('form.repostAfterPosting.label')}
        description={t('form.repostAfterPosting.description')}
        {...inputProps('repostAfterPosting', { type: 'checkbox' })}
      />
      <Switch
        label={t('form.shareTopPosts.label')}
        {...inputProps('shareTopPosts', { type: 'checkbox' })}
        {...planLocked(topPostsLock, t('form.shareTopPosts.description'), form.values.shareTopPosts)}
      />
      <Switch
        label={t('form.optimizeTraffic.label')}
        {...inputProps('optimizeTraffic', { type: 'checkbox' })}
        {...planLocked(trafficLock, t('form.optimizeTraffic.description'), form.values.optimizeTraffic)}
      />
    </Stack>
  );
}

import { Group, NativeSelect, Switch } from '@mantine/core';
import { type PostKind, postKinds } from '@pagewise/shared/posts/post';
import { useTranslation } from 'react-i18next';
import { usePlanLock } from '../../plan/hooks/use-plan-lock.ts';
import { askConfirm } from '../dialogs.tsx';
import type { Composer } from '../hooks/use-composer.ts';
import { mediaLostBy } from '../kind-media.ts';
import { useIssueError } from './FieldIssues.tsx';

const isPostKind = (value: string): value is PostKind => (postKinds as readonly string[]).includes(value);

/** The kind of post, and the Reel switch for videos. Media the new kind cannot carry go after a yes. */
export function KindSelector({ composer }: { composer: Composer }) {
  const { t } = useTranslation('composer');
  const { state, dispatch, set, issues } = composer;
  const { content } = state;
  const issueError = useIssueError();
  // A plan without stories (the server refuses one, even a draft): the kind is offered, greyed.
  const storiesLock = usePlanLock({ feature: 'stories' });

  const change = async (kind: string) => {
    if (!isPostKind(kind) || kind === content.kind) return;
    const lost = mediaLostBy(content, state.media, kind);
    if (lost.length > 0) {
      const confirmed = await askConfirm({
        title: t('kind.confirm.title'),
        body: t('kind.confirm.body'),
        confirm: t('kind.confirm.yes'),
        cancel: t('kind.confirm.no'),
        danger: true,
      });
      if (!confirmed) return;
    }
    dispatch({ type: 'setKind', kind });
  };

  return (
    <Group align="flex-end" gap="lg">
      <NativeSelect
        label={t('kind.label')}
        value={content.kind}
        data={postKinds.map((kind) => ({
          value: kind,
          label: t(`kind.options.${kind}`),
          disabled: kind === 'story' && storiesLock !== null && content.kind !== 'story',
        }))}
        description={storiesLock ?? undefined}
        onChange={(event) => void change(event.currentTarget.value)}
        error={issueError(issues.errorsAt('kind'))}
        w={240}
      />
      {content.kind === 'video' ? (
        <Switch
          label={t('kind.reel')}
          checked={content.reel}
          onChange={(event) => set('reel', event.currentTarget.checked)}
          mb={8}
        />
      ) : null}
    </Group>
  );
}

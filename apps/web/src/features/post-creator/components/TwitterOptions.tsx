import { Fieldset, NativeSelect } from '@mantine/core';
import { twitterReplySettings } from '@pagewise/shared/posts/post';
import { useTranslation } from 'react-i18next';
import type { Composer } from '../hooks/use-composer.ts';
import { useIssueError } from './FieldIssues.tsx';

type ReplySetting = (typeof twitterReplySettings)[number];
const isReplySetting = (value: string): value is ReplySetting =>
  (twitterReplySettings as readonly string[]).includes(value);

/** X (Twitter): who may reply. */
export function TwitterOptions({ composer }: { composer: Composer }) {
  const { t } = useTranslation('composer');
  const { state, setOption, issues } = composer;
  const issueError = useIssueError();
  return (
    <Fieldset legend={t('twitter.legend')}>
      <NativeSelect
        label={t('twitter.replySettings')}
        value={state.content.options.twitter?.replySettings ?? 'everyone'}
        data={twitterReplySettings.map((setting) => ({
          value: setting,
          label: t(`twitter.replies.${setting}`),
        }))}
        onChange={(event) => {
          const setting = event.currentTarget.value;
          if (isReplySetting(setting)) setOption('twitter', { replySettings: setting });
        }}
        error={issueError(issues.errorsAt('options.twitter'))}
      />
    </Fieldset>
  );
}

import { Checkbox, Fieldset, NativeSelect, Stack } from '@mantine/core';
import { tiktokPrivacyLevels } from '@pagewise/shared/posts/post';
import { useTranslation } from 'react-i18next';
import type { Composer } from '../hooks/use-composer.ts';
import { useIssueError } from './FieldIssues.tsx';

type PrivacyLevel = (typeof tiktokPrivacyLevels)[number];
const isPrivacyLevel = (value: string): value is PrivacyLevel =>
  (tiktokPrivacyLevels as readonly string[]).includes(value);

/** TikTok: who can watch (no default: TikTok asks the creator to choose), comments, duets, stitches. */
export function TiktokOptions({ composer }: { composer: Composer }) {
  const { t } = useTranslation('composer');
  const { state, setOption, issues } = composer;
  const options = state.content.options.tiktok;
  const issueError = useIssueError();
  const switches = ['commentDisabled', 'duetDisabled', 'stitchDisabled'] as const;

  return (
    <Fieldset legend={t('tiktok.legend')}>
      <Stack gap="sm">
        <NativeSelect
          label={t('tiktok.privacyLevel')}
          withAsterisk
          value={options?.privacyLevel ?? ''}
          data={[
            { value: '', label: t('tiktok.choose'), disabled: true },
            ...tiktokPrivacyLevels.map((level) => ({ value: level, label: t(`tiktok.privacy.${level}`) })),
          ]}
          onChange={(event) => {
            const level = event.currentTarget.value;
            if (isPrivacyLevel(level)) setOption('tiktok', { privacyLevel: level });
          }}
          error={issueError(issues.errorsAt('options.tiktok'))}
        />
        {switches.map((name) => (
          <Checkbox
            key={name}
            label={t(`tiktok.${name}`)}
            checked={options?.[name] ?? false}
            onChange={(event) => setOption('tiktok', { [name]: event.currentTarget.checked })}
          />
        ))}
      </Stack>
    </Fieldset>
  );
}

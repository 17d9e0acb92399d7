import { Group, NativeSelect, Stack, TagsInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { botTextOrigins } from '@pagewise/shared/bots';
import { textLimits } from '@pagewise/shared/text-limits';
import { useTranslation } from 'react-i18next';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import { translateError } from '../../../lib/translate-error.ts';
import { useTranslatedInputProps } from '../../../lib/use-translated-input-props.ts';
import { type BotValues, errorAt } from '../bot-values.ts';
import { ReplacementsField } from './ReplacementsField.tsx';

/** What the bot writes around an article, which articles it keeps, and how it rewrites them. */
export function TextFields({ form }: { form: UseFormReturnType<BotValues> }) {
  const { t } = useTranslation(['bots', 'errors']);
  const inputProps = useTranslatedInputProps(form);
  const limit = useTextLimit();
  const listError = (path: 'bannedWords' | 'inclusionTags') => {
    const error = errorAt(form.errors, path);
    return error ? translateError(t, error) : undefined;
  };
  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('form.textOrigin.label')}
        description={t('form.textOrigin.description')}
        data={botTextOrigins.map((value) => ({ value, label: t(`textOrigins.${value}`) }))}
        {...inputProps('textOrigin')}
      />
      <Group grow align="flex-start">
        <TextInput
          label={t('form.prefix.label')}
          {...inputProps('prefix')}
          {...limit('botAffix', form.values.prefix, t('form.prefix.description'))}
        />
        <TextInput
          label={t('form.suffix.label')}
          {...inputProps('suffix')}
          {...limit('botAffix', form.values.suffix, t('form.suffix.description'))}
        />
      </Group>
      <TextInput
        label={t('form.hashtags.label')}
        placeholder="#news #bakery"
        {...inputProps('hashtags')}
        {...limit('botHashtags', form.values.hashtags, t('form.hashtags.description'))}
      />
      <TagsInput
        label={t('form.bannedWords.label')}
        description={t('form.bannedWords.description')}
        value={form.values.bannedWords}
        onChange={(value) => form.setFieldValue('bannedWords', value)}
        maxLength={textLimits.botWord}
        error={listError('bannedWords')}
      />
      <TagsInput
        label={t('form.inclusionTags.label')}
        description={t('form.inclusionTags.description')}
        value={form.values.inclusionTags}
        onChange={(value) => form.setFieldValue('inclusionTags', value)}
        maxLength={textLimits.botWord}
        error={listError('inclusionTags')}
      />
      <ReplacementsField form={form} list="mentionReplacements" />
      <ReplacementsField form={form} list="hashtagReplacements" />
      <TextInput
        label={t('form.utm.label')}
        placeholder="utm_source=pagewise&utm_medium=social"
        {...inputProps('utm')}
        {...limit('botUtm', form.values.utm, t('form.utm.description'))}
      />
    </Stack>
  );
}

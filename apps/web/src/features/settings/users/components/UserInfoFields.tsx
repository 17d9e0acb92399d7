import { Group, NativeSelect, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { languages } from '@pagewise/shared/languages';
import { passwordRules } from '@pagewise/shared/password-rules';
import { useTranslation } from 'react-i18next';
import { languageNames } from '../../../../i18n/language-names.ts';
import { useTextLimit } from '../../../../lib/text-limit.tsx';
import { useTranslatedInputProps } from '../../../../lib/use-translated-input-props.ts';
import { PasswordStrengthMeter } from '../../../auth/components/PasswordStrengthMeter.tsx';
import type { NewUserValues } from '../new-user-values.ts';
import { RolePicker } from './RolePicker.tsx';

const languageOptions = languages.map((language) => ({ value: language, label: languageNames[language] }));

/** The wizard's first step: who the new user is, how they log in, and their role. */
export function UserInfoFields({ form }: { form: UseFormReturnType<NewUserValues> }) {
  const { t } = useTranslation('team');
  const inputProps = useTranslatedInputProps(form);
  const limit = useTextLimit();
  return (
    <Stack gap="sm">
      <Group grow align="flex-start">
        <TextInput
          label={t('fields.firstname')}
          autoComplete="off"
          withAsterisk
          data-autofocus
          {...inputProps('firstname')}
          {...limit('personName', form.values.firstname)}
        />
        <TextInput
          label={t('fields.lastname')}
          autoComplete="off"
          withAsterisk
          {...inputProps('lastname')}
          {...limit('personName', form.values.lastname)}
        />
      </Group>
      <TextInput
        type="email"
        label={t('fields.email')}
        autoComplete="off"
        withAsterisk
        {...inputProps('email')}
        {...limit('email', form.values.email)}
      />
      <Stack gap={6}>
        <PasswordInput
          label={t('fields.password')}
          autoComplete="new-password"
          withAsterisk
          {...inputProps('password')}
          {...limit(
            passwordRules.maxLength,
            form.values.password,
            t('fields.passwordHint', { minLength: passwordRules.minLength }),
          )}
        />
        <PasswordStrengthMeter password={form.values.password} />
      </Stack>
      <NativeSelect
        label={t('fields.language')}
        description={t('fields.languageHint')}
        data={languageOptions}
        {...inputProps('language')}
      />
      <RolePicker
        value={form.values.role}
        onChange={(role) => form.setFieldValue('role', role)}
        error={inputProps('role').error}
      />
    </Stack>
  );
}

import { Alert, Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { passwordRules } from '@pagewise/shared/password-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaErrors } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { authSchemas } from '../../../lib/schemas.ts';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import { translateError } from '../../../lib/translate-error.ts';
import { useTranslatedInputProps } from '../../../lib/use-translated-input-props.ts';
import { PasswordStrengthMeter } from '../../auth/components/PasswordStrengthMeter.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { fieldErrorsOf, toldOnFields } from './server-field-errors.ts';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

const emptyPasswords: PasswordValues = { currentPassword: '', newPassword: '', confirmation: '' };
const passwordFields = Object.keys(emptyPasswords);

/** My account → password: the current one, then the new one twice, with the shared strength rule. */
export function PasswordForm() {
  const { t } = useTranslation(['settings', 'auth']);
  const change = useChangePassword();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<PasswordValues>({ initialValues: emptyPasswords });
  const inputProps = useTranslatedInputProps(form);
  const limit = useTextLimit();

  const submit = form.onSubmit(async ({ confirmation, ...input }) => {
    setFailure(null);
    try {
      const { changePasswordRequest } = await authSchemas();
      const invalid = schemaErrors(changePasswordRequest, input);
      if (!confirmation) invalid.confirmation = 'validation.required';
      else if (confirmation !== input.newPassword) invalid.confirmation = 'validation.passwords_differ';
      if (Object.keys(invalid).length > 0) return form.setErrors(invalid);
      await change.mutateAsync(changePasswordRequest.parse(input));
      form.reset();
      notifySuccess(t('password.changed'));
    } catch (error) {
      setFailure(error);
      form.setErrors(fieldErrorsOf(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label={t('password.current')}
          autoComplete="current-password"
          withAsterisk
          maw={{ sm: '50%' }}
          {...inputProps('currentPassword')}
          {...limit('password', form.values.currentPassword)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={6}>
            <PasswordInput
              label={t('password.new')}
              autoComplete="new-password"
              withAsterisk
              {...inputProps('newPassword')}
              {...limit(
                passwordRules.maxLength,
                form.values.newPassword,
                t('password.hint', { ns: 'auth', minLength: passwordRules.minLength }),
              )}
            />
            <PasswordStrengthMeter password={form.values.newPassword} />
          </Stack>
          <PasswordInput
            label={t('password.confirmation')}
            autoComplete="new-password"
            withAsterisk
            {...inputProps('confirmation')}
            {...limit(passwordRules.maxLength, form.values.confirmation)}
          />
        </SimpleGrid>
        {failure !== null && !toldOnFields(failure, passwordFields) ? (
          <Alert color="red" role="alert">
            {translateError(t, failure)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Alert, Anchor, Button, PasswordInput, Stack, Title } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { resetPasswordRequest } from '@pagewise/shared/auth';
import { passwordRules } from '@pagewise/shared/password-rules';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { landsOnFields, schemaErrors, serverFieldErrors } from '../../lib/form-errors.ts';
import { useTextLimit } from '../../lib/text-limit.tsx';
import { useTranslatedInputProps } from '../../lib/use-translated-input-props.ts';
import { useResetPassword } from './api/reset-password.ts';
import { AuthLayout } from './components/AuthLayout.tsx';
import { ErrorAlert } from './components/ErrorAlert.tsx';
import { InvalidLink } from './components/InvalidLink.tsx';
import { PasswordStrengthMeter } from './components/PasswordStrengthMeter.tsx';

interface ResetValues {
  password: string;
  confirmation: string;
}

function resetErrors(token: string, values: ResetValues): FormErrors {
  const errors = schemaErrors(resetPasswordRequest, { token, password: values.password });
  if (values.confirmation !== values.password) errors.confirmation = 'validation.passwords_differ';
  return errors;
}

/** Route `/reset-password?token=…`: choose a new password from the link of the e-mail. */
export default function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <AuthLayout>
      <ResetPassword token={token} />
    </AuthLayout>
  );
}

function ResetPassword({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const form = useForm<ResetValues>({
    initialValues: { password: '', confirmation: '' },
    validate: (values) => resetErrors(token, values),
  });
  const inputProps = useTranslatedInputProps(form);
  const limit = useTextLimit();

  const submit = form.onSubmit((values) => {
    const input = resetPasswordRequest.parse({ token, password: values.password });
    reset.mutate(input, { onError: (error) => form.setErrors(serverFieldErrors(error)) });
  });

  const requestNewLink = (
    <Anchor component={Link} to="/?tab=forgot">
      {t('reset.requestNew')}
    </Anchor>
  );
  const deadLink =
    !resetPasswordRequest.shape.token.safeParse(token).success ||
    (reset.error instanceof ApiError && reset.error.key === 'invalid_token');
  if (deadLink) return <InvalidLink hint={t('reset.newLinkHint')}>{requestNewLink}</InvalidLink>;

  if (reset.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light">
          {t('reset.success')}
        </Alert>
        <Button component={Link} to="/?tab=login">
          {t('reset.toLogin')}
        </Button>
      </Stack>
    );
  }

  const showAlert = reset.isError && !landsOnFields(reset.error, ['password']);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('reset.title')}
        </Title>
        <Stack gap={6}>
          <PasswordInput
            autoComplete="new-password"
            label={t('fields.newPassword')}
            {...inputProps('password')}
            {...limit(
              passwordRules.maxLength,
              form.values.password,
              t('password.hint', { minLength: passwordRules.minLength }),
            )}
          />
          <PasswordStrengthMeter password={form.values.password} />
        </Stack>
        <PasswordInput
          autoComplete="new-password"
          label={t('fields.confirmPassword')}
          {...inputProps('confirmation')}
          {...limit(passwordRules.maxLength, form.values.confirmation)}
        />
        {showAlert && <ErrorAlert error={reset.error} />}
        <Button type="submit" loading={reset.isPending} fullWidth>
          {t('reset.submit')}
        </Button>
        <Anchor component={Link} to="/?tab=login" size="sm" ta="center">
          {t('forgot.back')}
        </Anchor>
      </Stack>
    </form>
  );
}

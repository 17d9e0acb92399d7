import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { schemaErrors, serverFieldErrors } from '../../../lib/form-errors.ts';
import { authSchemas } from '../../../lib/schemas.ts';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import { useTextForm } from '../../../lib/use-text-form.ts';
import { useTranslatedInputProps } from '../../../lib/use-translated-input-props.ts';
import { useLogin } from '../api/login.ts';
import { ErrorAlert } from './ErrorAlert.tsx';
import { ResendConfirmationButton } from './ResendConfirmationButton.tsx';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const login = useLogin((to) => navigate(to, { replace: true }));
  // An error found before any request: the form sent incomplete (what the server would answer,
  // without the round trip), or the shared schemas that could not be loaded.
  const [localError, setLocalError] = useState<unknown>(null);
  const form = useTextForm({ email: '', password: '' });
  const inputProps = useTranslatedInputProps(form);
  const limit = useTextLimit();

  const submit = form.onSubmit(async (values) => {
    // The shared schema arrives with the first submit: zod is not part of the auth screen's load.
    const schemas = await authSchemas().catch((failure: unknown) => {
      setLocalError(failure);
      login.reset();
    });
    if (!schemas) return;
    const { loginRequest } = schemas;
    const invalid = schemaErrors(loginRequest, values);
    if (Object.keys(invalid).length > 0) return form.setErrors(invalid);
    const input = loginRequest.parse(values);
    const missingFields = {
      ...(input.email ? {} : { email: 'validation.required' }),
      ...(input.password ? {} : { password: 'validation.required' }),
    };
    const missing = Object.keys(missingFields).length > 0;
    setLocalError(missing ? new ApiError('missing_email_or_password', 400, '') : null);
    if (missing) {
      form.setErrors(missingFields);
      return login.reset();
    }
    login.mutate(input, { onError: (error) => form.setErrors(serverFieldErrors(error)) });
  });

  const error = localError ?? login.error;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          type="email"
          autoComplete="username"
          label={t('fields.email')}
          placeholder={t('fields.emailPlaceholder')}
          {...inputProps('email')}
          {...limit('email', form.values.email)}
        />
        <PasswordInput
          autoComplete="current-password"
          label={t('fields.password')}
          {...inputProps('password')}
          {...limit('password', form.values.password)}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/?tab=forgot" size="sm">
            {t('login.forgot')}
          </Anchor>
        </Group>
        {error && (
          <ErrorAlert error={error}>
            {error instanceof ApiError && error.key === 'email_not_confirmed' && (
              <ResendConfirmationButton email={form.values.email.trim()} />
            )}
          </ErrorAlert>
        )}
        <Button type="submit" loading={login.isPending || form.submitting} fullWidth>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}

import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginRequest } from '@pagewise/shared/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { schemaErrors, serverFieldErrors } from '../../../lib/form-errors.ts';
import { useTranslatedInputProps } from '../../../lib/use-translated-input-props.ts';
import { useLogin } from '../api/login.ts';
import { ErrorAlert } from './ErrorAlert.tsx';
import { ResendConfirmationButton } from './ResendConfirmationButton.tsx';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const login = useLogin((to) => navigate(to, { replace: true }));
  // Set when the form is sent incomplete: what the server would answer, without the round trip.
  const [missing, setMissing] = useState(false);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: (values) => schemaErrors(loginRequest, values),
  });
  const inputProps = useTranslatedInputProps(form);

  const submit = form.onSubmit((values) => {
    const input = loginRequest.parse(values);
    const missingFields = {
      ...(input.email ? {} : { email: 'validation.required' }),
      ...(input.password ? {} : { password: 'validation.required' }),
    };
    setMissing(Object.keys(missingFields).length > 0);
    if (Object.keys(missingFields).length > 0) {
      form.setErrors(missingFields);
      return login.reset();
    }
    login.mutate(input, { onError: (error) => form.setErrors(serverFieldErrors(error)) });
  });

  const error = missing ? new ApiError('missing_email_or_password', 400, '') : login.error;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          type="email"
          autoComplete="username"
          label={t('fields.email')}
          placeholder={t('fields.emailPlaceholder')}
          {...inputProps('email')}
        />
        <PasswordInput
          autoComplete="current-password"
          label={t('fields.password')}
          {...inputProps('password')}
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
        <Button type="submit" loading={login.isPending} fullWidth>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}

import {
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { defaultLanguage, isLanguage, languages } from '@pagewise/shared/languages';
import { passwordRules } from '@pagewise/shared/password-rules';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { languageNames } from '../../../i18n/language-names.ts';
import { ApiError } from '../../../lib/api.ts';
import { browserTimeZone } from '../../../lib/browser-time-zone.ts';
import { landsOnFields, serverFieldErrors } from '../../../lib/form-errors.ts';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import { useTranslatedInputProps } from '../../../lib/use-translated-input-props.ts';
import { useSignup } from '../api/signup.ts';
import { ErrorAlert } from './ErrorAlert.tsx';
import { PasswordStrengthMeter } from './PasswordStrengthMeter.tsx';
import { SignupSent } from './SignupSent.tsx';
import { emptySignup, parseSignup, type SignupValues, signupErrors, signupFields } from './signup-values.ts';

const languageOptions = languages.map((language) => ({ value: language, label: languageNames[language] }));

/** Sign-up, or partner sign-up (agencies, resellers): the same form, a company name required. */
export function SignupForm({ partner = false }: { partner?: boolean }) {
  const { t, i18n } = useTranslation('auth');
  const signup = useSignup();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const interfaceLanguage = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage;
  const context = { partner, interfaceLanguage, browserTimeZone: browserTimeZone() };
  const form = useForm<SignupValues>({
    initialValues: emptySignup,
    validate: (values) => signupErrors(values, context),
  });
  const inputProps = useTranslatedInputProps(form);
  const limit = useTextLimit();

  const submit = form.onSubmit((values) => {
    const input = parseSignup(values, context);
    signup.mutate(input, {
      onSuccess: (response) => setSentTo(response.email),
      onError: (error) => {
        const errors = serverFieldErrors(error);
        if (error instanceof ApiError && error.key === 'email_already_used') {
          errors.email ??= 'email_already_used';
        }
        form.setErrors(errors);
      },
    });
  });

  if (sentTo) return <SignupSent email={sentTo} onBack={() => setSentTo(null)} />;

  const error = signup.error;
  const errorOnFields =
    error instanceof ApiError && (error.key === 'email_already_used' || landsOnFields(error, signupFields));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t(partner ? 'partner.intro' : 'signup.intro')}</Text>
        <Group grow align="flex-start">
          <TextInput
            autoComplete="given-name"
            label={t('fields.firstname')}
            withAsterisk
            {...inputProps('firstname')}
            {...limit('personName', form.values.firstname)}
          />
          <TextInput
            autoComplete="family-name"
            label={t('fields.lastname')}
            withAsterisk
            {...inputProps('lastname')}
            {...limit('personName', form.values.lastname)}
          />
        </Group>
        <TextInput
          type="email"
          autoComplete="email"
          label={t('fields.email')}
          placeholder={t('fields.emailPlaceholder')}
          withAsterisk
          {...inputProps('email')}
          {...limit('email', form.values.email)}
        />
        <Stack gap={6}>
          <PasswordInput
            autoComplete="new-password"
            label={t('fields.password')}
            withAsterisk
            {...inputProps('password')}
            {...limit(
              passwordRules.maxLength,
              form.values.password,
              t('password.hint', { minLength: passwordRules.minLength }),
            )}
          />
          <PasswordStrengthMeter password={form.values.password} />
        </Stack>
        <TextInput
          autoComplete="organization"
          label={t(partner ? 'partner.company' : 'fields.company')}
          withAsterisk={partner}
          {...inputProps('company')}
          {...limit('company', form.values.company, partner ? undefined : t('signup.companyOptional'))}
        />
        <NativeSelect
          label={t('fields.language')}
          description={t('signup.languageHint')}
          data={languageOptions}
          {...inputProps('language')}
          value={form.values.language || interfaceLanguage}
        />
        <Checkbox
          label={
            <Trans
              t={t}
              i18nKey="signup.terms"
              components={{ legal: <Anchor href="#/legal" target="_blank" rel="noopener" inherit /> }}
            />
          }
          {...inputProps('acceptTerms', { type: 'checkbox' })}
        />
        {error && !errorOnFields && <ErrorAlert error={error} />}
        <Button type="submit" loading={signup.isPending} fullWidth>
          {t(partner ? 'partner.submit' : 'signup.submit')}
        </Button>
      </Stack>
    </form>
  );
}

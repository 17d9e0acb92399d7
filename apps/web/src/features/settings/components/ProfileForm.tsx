import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Me, UpdateProfileRequest } from '@pagewise/shared/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { userSchemas } from '../../../lib/schemas.ts';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import { translateError } from '../../../lib/translate-error.ts';
import { useTranslatedInputProps } from '../../../lib/use-translated-input-props.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { BitlyTokenField } from './BitlyTokenField.tsx';
import { CountrySelect } from './CountrySelect.tsx';
import {
  type ProfileValues,
  parseProfile,
  profileErrors,
  profileFields,
  profileValuesOf,
  savedProfileWith,
  type UserSchemas,
} from './profile-values.ts';
import { fieldErrorsOf, toldOnFields } from './server-field-errors.ts';
import { TimeZoneSelect } from './TimeZoneSelect.tsx';

/** My account → profile: contact details, billing address, the user's time zone and the Bitly token. */
export function ProfileForm({ me }: { me: Me }) {
  const { t } = useTranslation('settings');
  const update = useUpdateProfile();
  // What went wrong outside the fields: the schemas that could not load, or the server.
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<ProfileValues>({ initialValues: profileValuesOf(me) });
  const inputProps = useTranslatedInputProps(form);
  const limit = useTextLimit();

  /** Sends what `request` builds from the loaded schemas (nothing when it finds the form invalid). */
  const save = async (request: (schemas: UserSchemas) => UpdateProfileRequest | null) => {
    setFailure(null);
    try {
      const input = request(await userSchemas());
      return input ? await update.mutateAsync(input) : null;
    } catch (error) {
      setFailure(error);
      form.setErrors(fieldErrorsOf(error));
      return null;
    }
  };

  const submit = form.onSubmit(async (values) => {
    const saved = await save((schemas) => {
      const invalid = profileErrors(schemas, values);
      if (Object.keys(invalid).length === 0) return parseProfile(schemas, values);
      form.setErrors(invalid);
      return null;
    });
    if (!saved) return;
    // The server's own form of what was typed (a phone in E.164), and an empty token field.
    form.setValues(profileValuesOf(saved));
    notifySuccess(t('profile.saved'));
  });

  const removeToken = async () => {
    const saved = await save((schemas) => savedProfileWith(schemas, me, { bitlyToken: null }));
    if (saved) notifySuccess(t('bitly.removed'));
  };

  const text = (field: 'company' | 'address' | 'zipcode' | 'city' | 'vatNumber', autoComplete: string) => (
    <TextInput
      label={t(`profile.fields.${field}`)}
      autoComplete={autoComplete}
      {...inputProps(field)}
      {...limit(field, form.values[field])}
    />
  );
  const showAlert = failure !== null && !toldOnFields(failure, profileFields);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('profile.fields.firstname')}
            autoComplete="given-name"
            withAsterisk
            {...inputProps('firstname')}
            {...limit('personName', form.values.firstname)}
          />
          <TextInput
            label={t('profile.fields.lastname')}
            autoComplete="family-name"
            withAsterisk
            {...inputProps('lastname')}
            {...limit('personName', form.values.lastname)}
          />
          <TextInput
            type="email"
            label={t('profile.fields.email')}
            autoComplete="email"
            withAsterisk
            {...inputProps('email')}
            {...limit('email', form.values.email)}
          />
          <TextInput
            type="tel"
            label={t('profile.fields.phone')}
            autoComplete="tel"
            {...inputProps('phone')}
            {...limit('phone', form.values.phone, t('profile.phoneHint'))}
          />
          {text('company', 'organization')}
          {text('address', 'street-address')}
          {text('zipcode', 'postal-code')}
          {text('city', 'address-level2')}
          <CountrySelect
            value={form.values.country}
            onChange={(code) => form.setFieldValue('country', code)}
            error={inputProps('country').error}
          />
          {text('vatNumber', 'off')}
          <TimeZoneSelect
            label={t('profile.fields.timeZone')}
            description={t('profile.timeZoneHint')}
            accountTimeZone={me.account.timeZone}
            value={form.values.timeZone || null}
            onChange={(zone) => form.setFieldValue('timeZone', zone ?? '')}
            error={inputProps('timeZone').error}
          />
        </SimpleGrid>
        <BitlyTokenField
          inputProps={inputProps('bitlyToken')}
          hasToken={me.hasBitlyToken}
          removing={update.isPending && !form.submitting}
          onRemove={() => void removeToken()}
        />
        {showAlert ? (
          <Alert color="red" role="alert">
            {translateError(t, failure)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {t('profile.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

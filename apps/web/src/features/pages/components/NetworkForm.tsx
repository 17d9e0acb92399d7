import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import type { Network } from '@pagewise/shared/pages';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { useTextForm } from '../../../lib/use-text-form.ts';
import { useTranslatedInputProps } from '../../../lib/use-translated-input-props.ts';
import { useConnectForm } from '../api/connect-form.ts';

interface NetworkFormProps {
  network: Network;
  onBack: () => void;
  onConnected: (count: number) => void;
}

/** The server answers `fields.<name>` paths; the form's fields are named `<name>`. */
function fieldErrorsOf(error: unknown): FormErrors {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.fields).map(([path, key]) => [path.replace(/^fields\./, ''), key]),
  );
}

export function NetworkForm({ network, onBack, onConnected }: NetworkFormProps) {
  const { t } = useTranslation('pages');
  const connect = useConnectForm();
  const form = useTextForm<Record<string, string>>(
    Object.fromEntries(network.formFields.map((field) => [field.name, ''])),
  );
  const inputProps = useTranslatedInputProps(form);
  const fieldNames = network.formFields.map((field) => field.name);
  const fieldErrors = fieldErrorsOf(connect.error);
  const onFields = Object.keys(fieldErrors).some((name) => fieldNames.includes(name));

  const submit = form.onSubmit(async (values) => {
    const missing = network.formFields.filter((field) => field.required && !values[field.name]?.trim());
    if (missing.length > 0) {
      form.setErrors(Object.fromEntries(missing.map((field) => [field.name, 'validation.required'])));
      return;
    }
    try {
      const pages = await connect.mutateAsync({ kind: network.kind, fields: values });
      onConnected(pages.length);
    } catch (error) {
      form.setErrors(fieldErrorsOf(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {network.formFields.map((field) => {
          const Input = field.type === 'password' ? PasswordInput : TextInput;
          return (
            <Input
              key={field.name}
              label={t(`fields.${field.name}`, { defaultValue: field.name })}
              type={field.type === 'url' ? 'url' : undefined}
              withAsterisk={field.required}
              {...inputProps(field.name)}
            />
          );
        })}
        {connect.error && !onFields ? (
          <Alert color="red" role="alert">
            {translateError(t, connect.error)}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            {t('connect.back')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('connect.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

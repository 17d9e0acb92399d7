import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import type { Network } from '@pagewise/shared/pages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import { translateError } from '../../../lib/translate-error.ts';
import { useTextForm } from '../../../lib/use-text-form.ts';
import { useTranslatedInputProps } from '../../../lib/use-translated-input-props.ts';

interface CredentialsFormProps {
  fields: Network['formFields'];
  submitLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  /** Sends the values; a rejection is shown on the fields it names, or above the buttons. */
  onSend: (values: Record<string, string>) => Promise<unknown>;
}

/** The server answers `fields.<name>` paths; the form's fields are named `<name>`. */
function fieldErrorsOf(error: unknown): FormErrors {
  return Object.fromEntries(
    Object.entries(serverFieldErrors(error)).map(([path, key]) => [path.replace(/^fields\./, ''), key]),
  );
}

/** A form network's credentials, for a first connection as for a reconnection. */
export function CredentialsForm({
  fields,
  submitLabel,
  cancelLabel,
  onCancel,
  onSend,
}: CredentialsFormProps) {
  const { t } = useTranslation('pages');
  const [failure, setFailure] = useState<unknown>(null);
  const form = useTextForm<Record<string, string>>(
    Object.fromEntries(fields.map((field) => [field.name, ''])),
  );
  const inputProps = useTranslatedInputProps(form);
  const limit = useTextLimit();
  const fieldNames = fields.map((field) => field.name);
  const onFields = Object.keys(fieldErrorsOf(failure)).some((name) => fieldNames.includes(name));

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const missing = fields.filter((field) => field.required && !values[field.name]?.trim());
    if (missing.length > 0) {
      form.setErrors(Object.fromEntries(missing.map((field) => [field.name, 'validation.required'])));
      return;
    }
    try {
      await onSend(values);
    } catch (error) {
      setFailure(error);
      form.setErrors(fieldErrorsOf(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {fields.map((field) => {
          const Input = field.type === 'password' ? PasswordInput : TextInput;
          return (
            <Input
              key={field.name}
              label={t(`fields.${field.name}`, { defaultValue: field.name })}
              type={field.type === 'url' ? 'url' : undefined}
              withAsterisk={field.required}
              {...inputProps(field.name)}
              {...limit(field.maxLength, form.values[field.name])}
            />
          );
        })}
        {failure && !onFields ? (
          <Alert color="red" role="alert">
            {translateError(t, failure)}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Button variant="default" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

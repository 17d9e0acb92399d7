import type { FormErrors } from '@mantine/form';
import { type ChangeEvent, type FormEvent, useState } from 'react';

/**
 * The part of `useForm` (@mantine/form) a form of a few text fields needs: values, an error key
 * per field (cleared when the field changes, all cleared on submit), submit with a `submitting`
 * flag. The login form uses it so the auth screen's first load does not carry @mantine/form.
 */
export function useTextForm<Values extends Record<string, string>>(initialValues: Values) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const getInputProps = (path: keyof Values & string) => ({
    value: values[path],
    error: errors[path],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [path]: value }));
      setErrors((current) => {
        if (!(path in current)) return current;
        const { [path]: _cleared, ...rest } = current;
        return rest;
      });
    },
  });

  const onSubmit = (handler: (values: Values) => unknown) => (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    setErrors({});
    setSubmitting(true);
    void Promise.resolve()
      .then(() => handler(values))
      .finally(() => setSubmitting(false));
  };

  return { values, errors, setErrors, getInputProps, onSubmit, submitting };
}

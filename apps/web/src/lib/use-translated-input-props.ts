import type { GetInputPropsOptions } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from './translate-error.ts';

/** What a form offers its inputs: `useForm` of @mantine/form, or the lighter `useTextForm`. */
interface InputPropsSource<Path extends string, Props extends { error?: ReactNode }> {
  getInputProps: (path: Path, options?: GetInputPropsOptions) => Props;
}

/**
 * `form.getInputProps` whose error is translated at render time. Forms keep error *keys*
 * (`validation.required`, `email_already_used`), so switching the language re-translates them.
 * The field is marked invalid for assistive technologies too: Mantine's PasswordInput, unlike its
 * other inputs, does not set `aria-invalid` by itself.
 */
export function useTranslatedInputProps<Path extends string, Props extends { error?: ReactNode }>(
  form: InputPropsSource<Path, Props>,
) {
  const { t } = useTranslation('errors');
  return (path: Path, options?: GetInputPropsOptions) => {
    const props = form.getInputProps(path, options);
    return {
      ...props,
      error: typeof props.error === 'string' ? translateError(t, props.error) : props.error,
      'aria-invalid': props.error ? true : undefined,
    };
  };
}

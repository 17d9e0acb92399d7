import type { GetInputPropsOptions, LooseKeys, UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { translateError } from './translate-error.ts';

/**
 * `form.getInputProps` whose error is translated at render time. Forms keep error *keys*
 * (`validation.required`, `email_already_used`), so switching the language re-translates them.
 */
export function useTranslatedInputProps<Values>(form: UseFormReturnType<Values>) {
  const { t } = useTranslation('errors');
  return (path: LooseKeys<Values>, options?: GetInputPropsOptions) => {
    const props = form.getInputProps(path, options);
    return {
      ...props,
      error: typeof props.error === 'string' ? translateError(t, props.error) : props.error,
    };
  };
}

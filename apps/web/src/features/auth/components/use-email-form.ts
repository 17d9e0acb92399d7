import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { schemaErrors, serverFieldErrors } from '../../../lib/form-errors.ts';
import { useTranslatedInputProps } from '../../../lib/use-translated-input-props.ts';

/**
 * A one-field form (an e-mail address) checked with a shared schema, then sent through a
 * mutation whose field errors land back on the field.
 */
export function useEmailForm<Result>(
  schema: z.ZodType<{ email: string }, { email: string }>,
  mutation: UseMutationResult<Result, Error, string>,
) {
  const form = useForm({
    initialValues: { email: '' },
    validate: (values) => schemaErrors(schema, values),
  });
  const inputProps = useTranslatedInputProps(form);
  const submit = form.onSubmit((values) => {
    const { email } = schema.parse(values);
    mutation.mutate(email, { onError: (error) => form.setErrors(serverFieldErrors(error)) });
  });
  return { form, inputProps, submit };
}

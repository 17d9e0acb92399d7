import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { contactRequest } from '@pagewise/shared/billing';
import { useTranslation } from 'react-i18next';
import { landsOnFields, schemaErrors, serverFieldErrors } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import { translateError } from '../../../lib/translate-error.ts';
import { useTranslatedInputProps } from '../../../lib/use-translated-input-props.ts';
import { useSendContactRequest } from '../api/send-contact-request.ts';

/** The plan screen's contact request (spec §2): a message and, optionally, a phone to call back. */
export function ContactRequestForm() {
  const { t } = useTranslation(['billing', 'errors']);
  const send = useSendContactRequest();
  const form = useForm({ initialValues: { message: '', phone: '' } });
  const inputProps = useTranslatedInputProps(form);
  const limit = useTextLimit();

  const submit = form.onSubmit(async (values) => {
    const request = { message: values.message, phone: values.phone.trim() || undefined };
    const errors = schemaErrors(contactRequest, request);
    if (Object.keys(errors).length > 0) return form.setErrors(errors);
    try {
      await send.mutateAsync(contactRequest.parse(request));
      notifySuccess(t('contact.sent'));
      send.reset();
      form.reset();
    } catch (error) {
      form.setErrors(serverFieldErrors(error));
    }
  });
  const failedElsewhere = send.error && !landsOnFields(send.error, ['message', 'phone']);

  return (
    <Paper component="section" aria-labelledby="contact-title" withBorder p="lg" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="contact-title">
            {t('contact.title')}
          </Title>
          <Text size="sm">{t('contact.text')}</Text>
          <Textarea
            label={t('contact.message')}
            withAsterisk
            rows={5}
            {...inputProps('message')}
            {...limit('contactMessage', form.values.message)}
          />
          <TextInput
            type="tel"
            label={t('contact.phone')}
            autoComplete="tel"
            maw={320}
            {...inputProps('phone')}
            {...limit('phone', form.values.phone, t('contact.phoneHint'))}
          />
          {failedElsewhere ? (
            <Alert color="red" role="alert" title={t('contact.failed')}>
              {translateError(t, send.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting}>
              {t('contact.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type CreatedApiKey, createApiKeyRequest } from '@pagewise/shared/api-keys';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { landsOnFields, schemaErrors, serverFieldErrors } from '../../../../lib/form-errors.ts';
import { useTextLimit } from '../../../../lib/text-limit.tsx';
import { translateError } from '../../../../lib/translate-error.ts';
import { useTextForm } from '../../../../lib/use-text-form.ts';
import { useTranslatedInputProps } from '../../../../lib/use-translated-input-props.ts';
import { useCreateApiKey } from '../api/create-api-key.ts';

/**
 * Creates a key, then shows it whole, the only time it is shown: with a button to copy it and the
 * warning that it will not be shown again. Clicking outside does not close the dialog then, so that
 * the key is not lost by a slip.
 */
export function CreateApiKeyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['settings', 'errors']);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <Modal
      opened
      onClose={onClose}
      closeOnClickOutside={!created}
      title={created ? t('apiKeys.createDialog.createdTitle') : t('apiKeys.createDialog.title')}
    >
      {created ? (
        <NewKey created={created} onClose={onClose} />
      ) : (
        <NameForm onCreated={setCreated} onClose={onClose} />
      )}
    </Modal>
  );
}

function NameForm({ onCreated, onClose }: { onCreated: (key: CreatedApiKey) => void; onClose: () => void }) {
  const { t } = useTranslation(['settings', 'errors']);
  const create = useCreateApiKey();
  const form = useTextForm({ name: '' });
  const inputProps = useTranslatedInputProps(form);
  const limit = useTextLimit();
  const submit = form.onSubmit(async (values) => {
    const errors = schemaErrors(createApiKeyRequest, values);
    if (Object.keys(errors).length > 0) return form.setErrors(errors);
    try {
      onCreated(await create.mutateAsync(createApiKeyRequest.parse(values)));
    } catch (error) {
      form.setErrors(serverFieldErrors(error));
    }
  });
  const failedElsewhere = create.error && !landsOnFields(create.error, ['name']);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('apiKeys.createDialog.name')}
          withAsterisk
          data-autofocus
          {...inputProps('name')}
          {...limit('apiKeyName', form.values.name, t('apiKeys.createDialog.nameHint'))}
        />
        {failedElsewhere ? (
          <Alert color="red" role="alert" title={t('apiKeys.createDialog.failed')}>
            {translateError(t, create.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('apiKeys.createDialog.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('apiKeys.createDialog.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function NewKey({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" role="status" title={t('apiKeys.createDialog.copyNow')}>
        {t('apiKeys.createDialog.notShownAgain')}
      </Alert>
      <TextInput
        label={t('apiKeys.createDialog.key', { name: created.name })}
        value={created.key}
        readOnly
        maxLength={created.key.length}
        onFocus={(event) => event.currentTarget.select()}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Group justify="space-between">
        <CopyButton value={created.key}>
          {({ copied, copy }) => (
            <Button variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : undefined} onClick={copy}>
              {copied ? t('apiKeys.createDialog.copied') : t('apiKeys.createDialog.copy')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onClose}>{t('apiKeys.createDialog.done')}</Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('apiKeys.createDialog.prefixHint', { prefix: created.prefix })}
      </Text>
    </Stack>
  );
}

import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import type { Page } from '@pagewise/shared/pages';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { useNetworks } from '../api/get-networks.ts';
import { useReconnectForm } from '../api/reconnect-form.ts';
import { CredentialsForm } from './CredentialsForm.tsx';

interface ReconnectFormProps {
  page: Page;
  cancelLabel: string;
  onCancel: () => void;
  onReconnected: () => void;
}

/**
 * Fresh credentials for a page of a form network, asked with the network's own form. The
 * sandbox asks nothing: the server re-issues its token.
 */
export function ReconnectForm({ page, cancelLabel, onCancel, onReconnected }: ReconnectFormProps) {
  const { t } = useTranslation('pages');
  const sandbox = page.kind === 'sandbox';
  const networks = useNetworks(!sandbox);
  const reconnect = useReconnectForm();
  const send = async (fields: Record<string, string>) => {
    await reconnect.mutateAsync({ pageId: page.id, fields });
    notifySuccess(t('notices.reconnected'));
    onReconnected();
  };
  const form = (fields: Parameters<typeof CredentialsForm>[0]['fields']) => (
    <CredentialsForm
      fields={fields}
      submitLabel={t('actions.reconnect')}
      cancelLabel={cancelLabel}
      onCancel={onCancel}
      onSend={send}
    />
  );

  if (sandbox) {
    return (
      <Stack gap="sm">
        <Text size="sm">{t('reconnect.sandbox')}</Text>
        {form([])}
      </Stack>
    );
  }
  if (networks.isPending) return <Loader aria-label={t('loading')} />;
  const network = networks.data?.find((candidate) => candidate.kind === page.kind);
  if (!network) {
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          {translateError(t, networks.error ?? 'network_not_configured')}
          <Button size="xs" variant="light" color="red" onClick={() => void networks.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm">{t('reconnect.form', { network: t(`networks.${page.kind}`) })}</Text>
      {form(network.formFields)}
    </Stack>
  );
}

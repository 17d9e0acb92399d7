import { Alert, Button, Loader, Modal, SimpleGrid, Stack } from '@mantine/core';
import type { Network } from '@pagewise/shared/pages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { useNetworks } from '../api/get-networks.ts';
import { useStartOauth } from '../api/start-oauth.ts';
import { NetworkChoice } from './NetworkChoice.tsx';
import { NetworkForm } from './NetworkForm.tsx';

interface ConnectDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Every network of the server; an OAuth one leaves for the network, a form one asks its fields. */
export function ConnectDialog({ opened, onClose }: ConnectDialogProps) {
  const { t } = useTranslation('pages');
  const networks = useNetworks(opened);
  const startOauth = useStartOauth();
  const [formNetwork, setFormNetwork] = useState<Network | null>(null);

  const close = () => {
    setFormNetwork(null);
    startOauth.reset();
    onClose();
  };
  const choose = (network: Network) => {
    if (network.connect === 'oauth') startOauth.mutate({ kind: network.kind });
    else setFormNetwork(network);
  };
  const connected = (names: string[]) => {
    notifySuccess(t('notices.connected', { count: names.length, names: names.join(', ') }));
    close();
  };

  const title = formNetwork
    ? t('connect.formTitle', { network: t(`networks.${formNetwork.kind}`) })
    : t('connect.title');
  return (
    <Modal opened={opened} onClose={close} title={title} size="lg">
      {formNetwork ? (
        <NetworkForm network={formNetwork} onBack={() => setFormNetwork(null)} onConnected={connected} />
      ) : networks.isPending ? (
        <Loader aria-label={t('loading')} />
      ) : networks.error ? (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            {translateError(t, networks.error)}
            <Button size="xs" variant="light" color="red" onClick={() => void networks.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Stack gap="sm">
          {startOauth.error ? (
            <Alert color="red" role="alert">
              {translateError(t, startOauth.error)}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            {networks.data.map((network) => (
              <NetworkChoice
                key={network.kind}
                network={network}
                busy={startOauth.isPending || startOauth.isSuccess}
                onChoose={choose}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Modal>
  );
}

import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Network } from '@pagewise/shared/pages';
import { useTranslation } from 'react-i18next';
import { NetworkLogo } from '../../../components/NetworkLogo.tsx';

interface NetworkChoiceProps {
  network: Network;
  busy: boolean;
  onChoose: (network: Network) => void;
}

export function NetworkChoice({ network, busy, onChoose }: NetworkChoiceProps) {
  const { t } = useTranslation('pages');
  const disabled = !network.enabled || busy;
  return (
    <UnstyledButton
      onClick={() => onChoose(network)}
      disabled={disabled}
      p="xs"
      style={{ borderRadius: 'var(--mantine-radius-sm)', opacity: network.enabled ? 1 : 0.5 }}
    >
      <Group gap="sm" wrap="nowrap">
        <NetworkLogo network={network.kind} size={28} decorative />
        <Stack gap={0}>
          <Text fw={500}>{t(`networks.${network.kind}`)}</Text>
          {network.enabled ? null : (
            <Text size="xs" c="dimmed">
              {t('connect.notConfigured')}
            </Text>
          )}
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

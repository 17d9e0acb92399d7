import { Avatar, Group, Text } from '@mantine/core';
import type { SourceType } from '@pagewise/shared/sources/source';
import { useTranslation } from 'react-i18next';
import { NetworkLogo } from '../../../components/NetworkLogo.tsx';
import { sourceStyle } from '../source-style.ts';

/** The type's mark (the network's logo for a network's feed) and its name. */
export function SourceTypeMark({ type }: { type: SourceType }) {
  const { t } = useTranslation('sources');
  const { color, letters, network } = sourceStyle[type];
  return (
    <Group gap={6} wrap="nowrap">
      {network ? (
        <NetworkLogo network={network} size={26} decorative />
      ) : (
        <Avatar size="sm" radius="sm" color={color} variant="filled" aria-hidden="true">
          {letters}
        </Avatar>
      )}
      <Text size="sm">{t(`types.${type}`)}</Text>
    </Group>
  );
}

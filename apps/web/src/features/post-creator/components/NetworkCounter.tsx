import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NetworkTextState } from '../hooks/use-network-texts.ts';

/** "X (Twitter): 120 of 280 characters", red over the limit. */
export function NetworkCounter({ network }: { network: Pick<NetworkTextState, 'kind' | 'sent'> }) {
  const { t, i18n } = useTranslation(['composer', 'pages']);
  const number = new Intl.NumberFormat(i18n.language);
  const { kind, sent } = network;
  return (
    <Badge variant="light" color={sent.overLimit ? 'red' : 'gray'}>
      {t('message.counter', {
        network: t(`networks.${kind}`, { ns: 'pages' }),
        length: number.format(sent.length),
        max: number.format(sent.limit),
      })}
    </Badge>
  );
}

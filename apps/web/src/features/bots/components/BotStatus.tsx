import { Badge } from '@mantine/core';
import type { Bot, BotStatus as Status } from '@pagewise/shared/bots';
import { useTranslation } from 'react-i18next';

const statusColor: Record<Status, string> = {
  running: 'green',
  near_expiration: 'orange',
  expired: 'red',
  reconnection_needed: 'red',
  disabled: 'gray',
};

/** Spec §4: the bot's status, and why it is disabled when it is. */
export function BotStatus({ bot }: { bot: Bot }) {
  const { t } = useTranslation('bots');
  const label =
    bot.status === 'disabled' && bot.disabledReason
      ? t('status.disabledBecause', { reason: t(`disabledReasons.${bot.disabledReason}`) })
      : t(`status.${bot.status}`);
  return (
    <Badge color={statusColor[bot.status]} variant="light" style={{ textTransform: 'none' }}>
      {label}
    </Badge>
  );
}

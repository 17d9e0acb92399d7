import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { Bot } from '@pagewise/shared/bots';
import { type NetworkKind, networkKinds } from '@pagewise/shared/networks/kinds';
import { useTranslation } from 'react-i18next';
import { NetworkLogo } from '../../../components/NetworkLogo.tsx';
import { BotActions } from './BotActions.tsx';
import { BotStatus } from './BotStatus.tsx';

const isNetworkKind = (kind: string): kind is NetworkKind =>
  (networkKinds as readonly string[]).includes(kind);

export function BotRow({ bot, canManage }: { bot: Bot; canManage: boolean }) {
  const { t } = useTranslation(['bots', 'pages']);
  const nameId = `bot-${bot.id}`;
  const network = isNetworkKind(bot.page.kind) ? bot.page.kind : null;
  const facts = [
    t(`types.${bot.type}`),
    t('facts.frequency', { frequency: t(`frequencies.${bot.frequency}`) }),
    bot.dailyLimit === null
      ? t('facts.postedTodayNoLimit', { count: bot.postedToday })
      : t('facts.postedToday', { count: bot.postedToday, limit: bot.dailyLimit }),
  ];
  return (
    <Card component="li" withBorder padding="sm" aria-labelledby={nameId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Text fw={600} id={nameId}>
              {bot.name}
            </Text>
            <Group gap={6}>
              {network ? <NetworkLogo network={network} size={18} decorative /> : null}
              <Text size="sm">
                {network
                  ? t('facts.page', {
                      page: bot.page.name,
                      network: t(`networks.${network}`, { ns: 'pages' }),
                    })
                  : bot.page.name}
              </Text>
            </Group>
          </Stack>
          <Group gap="xs">
            <BotStatus bot={bot} />
            {canManage || bot.enabled ? null : (
              <Badge color="gray" variant="outline" style={{ textTransform: 'none' }}>
                {t('status.paused')}
              </Badge>
            )}
          </Group>
        </Group>
        <Group gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {facts.map((fact) => (
            <Text key={fact} component="li" size="xs" c="dimmed">
              {fact}
            </Text>
          ))}
        </Group>
        {canManage ? <BotActions bot={bot} /> : null}
      </Stack>
    </Card>
  );
}

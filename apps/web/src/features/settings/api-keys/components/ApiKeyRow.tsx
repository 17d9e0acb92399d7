import { Badge, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import type { ApiKey } from '@pagewise/shared/api-keys';
import { useTranslation } from 'react-i18next';
import { useDateTime } from './use-date-time.ts';

/** One key: its name, its first characters, who created it and when, its last use, and revoke. */
export function ApiKeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  const { t } = useTranslation('settings');
  const dateTime = useDateTime();
  const created = dateTime(apiKey.createdAt);
  return (
    <Paper component="li" withBorder p="sm" aria-label={apiKey.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Group gap={6}>
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {apiKey.name}
            </Text>
            {apiKey.revokedAt ? (
              <Badge variant="outline" color="gray">
                {t('apiKeys.revoked')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm">
            {t('apiKeys.keyStart')} <Code>{`${apiKey.prefix}…`}</Code>
          </Text>
          <Text size="sm" c="dimmed">
            {apiKey.createdBy
              ? t('apiKeys.createdBy', { date: created, name: apiKey.createdBy.name })
              : t('apiKeys.createdOn', { date: created })}
          </Text>
          <Text size="sm" c="dimmed">
            {apiKey.lastUsedAt
              ? t('apiKeys.lastUsed', { date: dateTime(apiKey.lastUsedAt) })
              : t('apiKeys.neverUsed')}
          </Text>
          {apiKey.revokedAt ? (
            <Text size="sm" c="dimmed">
              {t('apiKeys.revokedOn', { date: dateTime(apiKey.revokedAt) })}
            </Text>
          ) : null}
        </Stack>
        {apiKey.revokedAt ? null : (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={onRevoke}
            aria-label={t('apiKeys.revokeNamed', { name: apiKey.name })}
          >
            {t('apiKeys.revoke')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

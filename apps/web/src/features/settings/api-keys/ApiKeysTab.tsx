import { Alert, Anchor, Button, Code, EmptyState, Group, Skeleton, Stack, Text } from '@mantine/core';
import { type ApiKey, apiKeyRequestsPerMinute } from '@pagewise/shared/api-keys';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/translate-error.ts';
import { PlanGate } from '../../plan/components/PlanGate.tsx';
import { SettingsCard } from '../components/SettingsCard.tsx';
import { useApiKeys } from './api/get-api-keys.ts';
import { ApiKeyRow } from './components/ApiKeyRow.tsx';
import { CreateApiKeyDialog } from './components/CreateApiKeyDialog.tsx';
import { RevokeApiKeyDialog } from './components/RevokeApiKeyDialog.tsx';

type Opened = { dialog: 'create' } | { dialog: 'revoke'; apiKey: ApiKey } | null;

const example = 'curl -H "Authorization: Bearer pw_…" \\\n  "$ORIGIN/api/v1/reports/overview?period=30d"';

/** Settings → API keys (administrators): the keys programs read the account's reports with. */
export default function ApiKeysTab() {
  const { t } = useTranslation(['settings', 'errors']);
  const keys = useApiKeys();
  const [opened, setOpened] = useState<Opened>(null);
  const close = () => setOpened(null);

  return (
    <SettingsCard title={t('apiKeys.title')} description={t('apiKeys.description')}>
      <Stack gap={6}>
        <Text size="sm">{t('apiKeys.usage', { limit: apiKeyRequestsPerMinute })}</Text>
        {/* Wider than a phone: it scrolls, so the keyboard can reach it (a focusable region). */}
        <Code block tabIndex={0} role="region" aria-label={t('apiKeys.example')}>
          {example.replace('$ORIGIN', window.location.origin)}
        </Code>
        <Anchor href="/api/docs" target="_blank" rel="noopener" size="sm">
          {t('apiKeys.docs')}
        </Anchor>
      </Stack>
      <Group justify="flex-end">
        <PlanGate feature="pdfExport" label={t('apiKeys.create')}>
          <Button variant="light" onClick={() => setOpened({ dialog: 'create' })}>
            {t('apiKeys.create')}
          </Button>
        </PlanGate>
      </Group>
      {keys.isPending ? (
        <Stack gap="xs" role="status" aria-label={t('apiKeys.loading')}>
          {[0, 1].map((row) => (
            <Skeleton key={row} height={72} radius="sm" />
          ))}
        </Stack>
      ) : keys.isError ? (
        <Alert color="red" role="alert" title={t('apiKeys.loadFailed')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{translateError(t, keys.error)}</Text>
            <Button variant="light" color="red" onClick={() => void keys.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : keys.data.length === 0 ? (
        <EmptyState
          withIndicatorBackground
          title={t('apiKeys.empty.title')}
          description={t('apiKeys.empty.description')}
        />
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('apiKeys.list')}
        >
          {keys.data.map((apiKey) => (
            <ApiKeyRow
              key={apiKey.id}
              apiKey={apiKey}
              onRevoke={() => setOpened({ dialog: 'revoke', apiKey })}
            />
          ))}
        </Stack>
      )}
      {opened?.dialog === 'create' ? <CreateApiKeyDialog onClose={close} /> : null}
      {opened?.dialog === 'revoke' ? <RevokeApiKeyDialog apiKey={opened.apiKey} onClose={close} /> : null}
    </SettingsCard>
  );
}

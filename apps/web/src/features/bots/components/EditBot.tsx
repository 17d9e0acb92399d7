import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { useBot } from '../api/get-bot.ts';
import { BotForm } from './BotForm.tsx';

/** The edit form, once the bot is loaded. */
export function EditBot({ botId }: { botId: string }) {
  const { t } = useTranslation('bots');
  const bot = useBot(botId);
  if (bot.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label={t('form.loading')}>
        <Skeleton height={48} radius="sm" />
        <Skeleton height={48} radius="sm" />
      </Stack>
    );
  }
  if (bot.isError) {
    const missing = bot.error instanceof ApiError && bot.error.status === 404;
    return (
      <Alert color="red" role="alert" title={missing ? t('form.notFound') : t('form.loadFailed')}>
        <Stack gap="sm" align="flex-start">
          {missing ? null : <Text size="sm">{translateError(t, bot.error)}</Text>}
          {missing ? null : (
            <Button variant="light" color="red" onClick={() => void bot.refetch()}>
              {t('retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  // Keyed by the bot: opening another bot starts a fresh form.
  return <BotForm key={bot.data.id} bot={bot.data} />;
}

import { Stack, Text, Title } from '@mantine/core';
import type { SandboxPageView } from '@pagewise/shared/pages';
import { useTranslation } from 'react-i18next';
import { SandboxInboxItem } from './SandboxInboxItem.tsx';

/** The private messages the page received, newest first. */
export function SandboxMessages({ messages }: { messages: SandboxPageView['messages'] }) {
  const { t } = useTranslation('pages');
  const newestFirst = [...messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <section aria-labelledby="sandbox-messages">
      <Title order={3} size="h5" id="sandbox-messages" mb="xs">
        {t('sandbox.messages')}
      </Title>
      {newestFirst.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('sandbox.noMessages')}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap={6}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-labelledby="sandbox-messages"
        >
          {newestFirst.map((message) => (
            <SandboxInboxItem key={message.remoteId} item={message} />
          ))}
        </Stack>
      )}
    </section>
  );
}

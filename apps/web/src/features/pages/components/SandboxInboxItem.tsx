import { Group, Paper, Text } from '@mantine/core';
import type { SandboxPageView } from '@pagewise/shared/pages';
import { useFormats } from '../hooks/use-formats.ts';

type InboxItem = SandboxPageView['messages'][number];

/** A comment or a private message, as the sandbox generated it. */
export function SandboxInboxItem({ item }: { item: InboxItem }) {
  const { dateTime } = useFormats();
  return (
    <Paper component="li" withBorder p="xs" aria-label={item.authorName}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {item.authorName}
        </Text>
        <Text size="xs" c="dimmed">
          {dateTime(item.createdAt)}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {item.text}
      </Text>
    </Paper>
  );
}

import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Page } from '@pagewise/shared/pages';
import { PageAvatar } from '../../../components/PageAvatar.tsx';
import { PageStatusBadge } from './PageStatusBadge.tsx';
import { ReconnectButton } from './ReconnectButton.tsx';

/** Pages whose access is lost or about to be, each with a one-click reconnect. */
export function PagesToReconnect({ pages }: { pages: Page[] }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {pages.map((page) => (
        <Paper component="li" key={page.id} withBorder p="xs" aria-label={page.name}>
          {/* On a phone the button goes below the name rather than squeezing it. */}
          <Group justify="space-between" gap="xs">
            <Group gap="sm" miw={0}>
              <PageAvatar
                page={{ name: page.name, network: page.kind, pictureUrl: page.pictureUrl }}
                size={28}
                decorative
              />
              <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                {page.name}
              </Text>
              <PageStatusBadge page={page} />
            </Group>
            <ReconnectButton page={page} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

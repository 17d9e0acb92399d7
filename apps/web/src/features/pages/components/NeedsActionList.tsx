import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Page } from '@pagewise/shared/pages';
import { useTranslation } from 'react-i18next';
import { PageAvatar } from '../../../components/PageAvatar.tsx';
import { needsAction } from '../page-health.ts';
import { PageStatusBadge } from './PageStatusBadge.tsx';
import { ReconnectButton } from './ReconnectButton.tsx';

/** Pages whose access is lost or about to be, each with a one-click reconnect; nothing when none. */
export function NeedsActionList({ pages }: { pages: Page[] }) {
  const { t } = useTranslation('pages');
  const urgent = pages.filter(needsAction);
  if (urgent.length === 0) return null;
  return (
    <section aria-labelledby="needs-action-title">
      <Title order={3} size="h5" id="needs-action-title" mb="xs">
        {t('overview.needsAction')}
      </Title>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {urgent.map((page) => (
          <Paper component="li" key={page.id} withBorder p="xs" aria-label={page.name}>
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <PageAvatar
                  page={{ name: page.name, network: page.kind, pictureUrl: page.pictureUrl }}
                  size={28}
                />
                <Text fw={500}>{page.name}</Text>
                <PageStatusBadge page={page} />
              </Group>
              <ReconnectButton page={page} />
            </Group>
          </Paper>
        ))}
      </Stack>
    </section>
  );
}

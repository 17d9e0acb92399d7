import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { networkKinds } from '@pagewise/shared/networks/kinds';
import type { Page } from '@pagewise/shared/pages';
import { useTranslation } from 'react-i18next';
import { NetworkLogo } from '../../../components/NetworkLogo.tsx';
import { useListRetracted } from '../hooks/use-list-retracted.ts';
import { useSelectedPageIds } from '../hooks/use-selected-page-ids.ts';
import { PageRow } from './PageRow.tsx';

/** The account's pages by network, in the order of `networkKinds`. */
export function PageList({ pages }: { pages: Page[] }) {
  const { t } = useTranslation('pages');
  const { selectedIds, toggle, forget } = useSelectedPageIds();
  const { retracted, toggle: toggleRetracted } = useListRetracted();
  const selectedCount = pages.filter((page) => selectedIds.includes(page.id)).length;
  const networks = networkKinds
    .map((kind) => ({ kind, pages: pages.filter((page) => page.kind === kind) }))
    .filter((network) => network.pages.length > 0);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('list.selected', { count: selectedCount })}
        </Text>
        <Button variant="subtle" size="xs" aria-expanded={!retracted} onClick={toggleRetracted}>
          {retracted ? t('list.expand') : t('list.retract')}
        </Button>
      </Group>
      {retracted
        ? null
        : networks.map((network) => (
            <section key={network.kind} aria-labelledby={`network-${network.kind}`}>
              <Group gap="xs" mb="xs">
                <NetworkLogo network={network.kind} size={20} decorative />
                <Title order={2} size="h5" id={`network-${network.kind}`}>
                  {t(`networks.${network.kind}`)}
                </Title>
              </Group>
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                {network.pages.map((page) => (
                  <PageRow
                    key={page.id}
                    page={page}
                    selected={selectedIds.includes(page.id)}
                    onToggle={toggle}
                    onDeleted={forget}
                  />
                ))}
              </Stack>
            </section>
          ))}
    </Stack>
  );
}

import { Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import type { Page } from '@pagewise/shared/pages';
import { useTranslation } from 'react-i18next';
import { PageAvatar } from '../../../components/PageAvatar.tsx';
import { translateError } from '../../../lib/translate-error.ts';
import { ConnectionModeBadge } from './ConnectionModeBadge.tsx';
import { PageActions } from './PageActions.tsx';
import { PageStatusBadge } from './PageStatusBadge.tsx';

interface PageRowProps {
  page: Page;
  selected: boolean;
  onToggle: (pageId: string) => void;
  onDeleted: (pageId: string) => void;
}

export function PageRow({ page, selected, onToggle, onDeleted }: PageRowProps) {
  const { t } = useTranslation('pages');
  return (
    <Paper component="li" withBorder p="sm" aria-label={page.name}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Checkbox
            checked={selected}
            onChange={() => onToggle(page.id)}
            aria-label={t('list.select', { name: page.name })}
          />
          <PageAvatar
            page={{ name: page.name, network: page.kind, pictureUrl: page.pictureUrl }}
            decorative
          />
          <Stack gap={4}>
            <Text fw={500}>{page.name}</Text>
            <Group gap={6}>
              <PageStatusBadge page={page} />
              <ConnectionModeBadge page={page} />
            </Group>
            {page.lastError ? (
              <Text size="sm" c="red">
                {translateError(t, page.lastError)}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <PageActions page={page} onDeleted={onDeleted} />
      </Group>
    </Paper>
  );
}

import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useScreenTitle } from '../../app/useScreenTitle.ts';
import { useSandboxPage } from './api/get-sandbox-page.ts';
import { SandboxContent } from './components/SandboxContent.tsx';

/** The sandbox network's own view of one of its pages: what publishing there looks like. */
export default function SandboxPageScreen() {
  const { t } = useTranslation(['pages', 'dash']);
  const { pageId = '' } = useParams();
  const view = useSandboxPage(pageId);
  const title = t('screens.sandbox.title', { ns: 'dash' });
  useScreenTitle(view.data ? `${view.data.name} · ${title}` : title);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('sandbox.intro')}
          </Text>
        </Stack>
        <Anchor component={Link} to="/dash/pages" size="sm">
          {t('sandbox.back')}
        </Anchor>
      </Group>
      <SandboxContent pageId={pageId} view={view} />
    </Stack>
  );
}

import { Button, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useScreenTitle } from '../../app/useScreenTitle.ts';
import { useCan } from '../auth/use-can.ts';
import { PlanGate } from '../plan/components/PlanGate.tsx';
import { usePages } from './api/get-pages.ts';
import { ConnectDialog } from './components/ConnectDialog.tsx';
import { PagePicker } from './components/PagePicker.tsx';
import { PagesContent } from './components/PagesContent.tsx';
import { useConnectionCallback } from './hooks/use-connection-callback.ts';

export default function PagesScreen() {
  const { t } = useTranslation(['pages', 'dash']);
  const title = t('screens.pages.title', { ns: 'dash' });
  useScreenTitle(title);
  const pages = usePages();
  const canConnect = useCan('connect_pages');
  const [connectOpened, connect] = useDisclosure(false);
  const { connectionId, closePicker } = useConnectionCallback();

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        {canConnect ? (
          <PlanGate limit="pages" label={t('connect.button')}>
            <Button onClick={connect.open}>{t('connect.button')}</Button>
          </PlanGate>
        ) : null}
      </Group>
      <PagesContent pages={pages} onConnect={canConnect ? connect.open : undefined} />
      <ConnectDialog opened={connectOpened} onClose={connect.close} />
      {connectionId ? <PagePicker connectionId={connectionId} onClose={closePicker} /> : null}
    </Stack>
  );
}

import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStored, writeStored } from '../../lib/storage.ts';
import { isEdge } from './isEdge.ts';

interface BrowserGateProps {
  children: ReactNode;
  userAgent?: string;
}

/** On Edge, a notice comes first; "use anyway" is remembered on this browser. */
export function BrowserGate({ children, userAgent = navigator.userAgent }: BrowserGateProps) {
  const { t } = useTranslation('common');
  const [dismissed, setDismissed] = useState(() => readStored('edgeNoticeDismissed') === 'true');
  if (dismissed || !isEdge(userAgent)) return children;
  const dismiss = () => {
    writeStored('edgeNoticeDismissed', 'true');
    setDismissed(true);
  };
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" maw={480} role="alertdialog" aria-labelledby="edge-notice-title">
        <Stack>
          <Title order={1} size="h3" id="edge-notice-title">
            {t('edge.title')}
          </Title>
          <Text>{t('edge.text')}</Text>
          <Button onClick={dismiss}>{t('edge.useAnyway')}</Button>
        </Stack>
      </Paper>
    </Center>
  );
}

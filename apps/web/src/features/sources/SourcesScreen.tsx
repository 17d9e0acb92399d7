import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Source } from '@pagewise/shared/sources/source';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenTitle } from '../../app/useScreenTitle.ts';
import { useCan } from '../auth/use-can.ts';
import { PlanGate } from '../plan/components/PlanGate.tsx';
import { useSources } from './api/get-sources.ts';
import { SourceDialog } from './components/SourceDialog.tsx';
import { SourceItemsDrawer } from './components/SourceItemsDrawer.tsx';
import { SourcesContent } from './components/SourcesContent.tsx';
import { useFirstReadNotices } from './first-read-notices.ts';

/** `/dash/sources`: the custom sources bots post from (spec §2, §3). */
export default function SourcesScreen() {
  const { t } = useTranslation(['sources', 'dash']);
  const title = t('screens.sources.title', { ns: 'dash' });
  useScreenTitle(title);
  const sources = useSources();
  useFirstReadNotices(sources.data);
  const canAdd = useCan('create');
  // 'new' while adding; a source while editing it.
  const [editing, setEditing] = useState<Source | 'new' | null>(null);
  const [reading, setReading] = useState<Source | null>(null);
  const add = () => setEditing('new');

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        {canAdd ? (
          <PlanGate limit="sources" label={t('add')}>
            <Button onClick={add}>{t('add')}</Button>
          </PlanGate>
        ) : null}
      </Group>
      <Text c="dimmed">{t('intro')}</Text>
      <SourcesContent
        sources={sources}
        onAdd={canAdd ? add : undefined}
        onEdit={setEditing}
        onShowItems={setReading}
      />
      {editing ? (
        <SourceDialog source={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {reading ? <SourceItemsDrawer source={reading} onClose={() => setReading(null)} /> : null}
    </Stack>
  );
}

import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useScreenTitle } from '../../app/useScreenTitle.ts';
import { useCan } from '../auth/use-can.ts';
import { PlanGate } from '../plan/components/PlanGate.tsx';
import { useBots } from './api/get-bots.ts';
import { BotForm } from './components/BotForm.tsx';
import { BotsContent } from './components/BotsContent.tsx';
import { EditBot } from './components/EditBot.tsx';

/**
 * `/dash/bots`: the list; `/dash/bots/new` the create form; `/dash/bots/edit/:id` (or
 * `/dash/bots/edit?id=`) the edit form. Bots post by themselves, so only a role that may publish
 * creates, changes, runs or deletes them; every role reads them.
 */
export default function BotsScreen({ mode }: { mode?: 'new' | 'edit' }) {
  const { t } = useTranslation(['bots', 'dash']);
  const title = t('screens.bots.title', { ns: 'dash' });
  const subtitle = mode ? t(`screens.bots.${mode}`, { ns: 'dash' }) : undefined;
  useScreenTitle(subtitle ?? title);
  const canManage = useCan('publish');

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        {canManage && !mode ? (
          <PlanGate limit="bots" label={t('new')}>
            <Button component={Link} to="/dash/bots/new">
              {t('new')}
            </Button>
          </PlanGate>
        ) : null}
      </Group>
      {mode ? (
        <BotEditor mode={mode} subtitle={subtitle ?? ''} canManage={canManage} />
      ) : (
        <BotList canManage={canManage} />
      )}
    </Stack>
  );
}

function BotList({ canManage }: { canManage: boolean }) {
  const bots = useBots();
  return <BotsContent bots={bots} canManage={canManage} />;
}

function BotEditor({
  mode,
  subtitle,
  canManage,
}: {
  mode: 'new' | 'edit';
  subtitle: string;
  canManage: boolean;
}) {
  const { t } = useTranslation('bots');
  const params = useParams();
  const [search] = useSearchParams();
  const botId = params.id ?? search.get('id');
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {subtitle}
        </Title>
        <Anchor component={Link} to="/dash/bots" size="sm">
          {t('backToList')}
        </Anchor>
      </Group>
      {!canManage ? (
        <Alert color="yellow" role="alert">
          {t('roleCannot')}
        </Alert>
      ) : mode === 'new' ? (
        <BotForm />
      ) : botId ? (
        <EditBot botId={botId} />
      ) : (
        <Text c="dimmed">{t('form.noBotChosen')}</Text>
      )}
    </Stack>
  );
}

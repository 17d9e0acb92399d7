import { Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session.ts';
import { PlanGate } from '../../plan/components/PlanGate.tsx';
import { AccountTimeZoneSettings } from '../components/AccountTimeZoneSettings.tsx';
import { ReportBrandSettings } from '../components/ReportBrandSettings.tsx';
import { ValidationSettings } from '../components/ValidationSettings.tsx';
import { useUsers } from './api/get-users.ts';
import { AddUserWizard } from './components/AddUserWizard.tsx';
import { UsersContent } from './components/UsersContent.tsx';
import { ValidatorsSection } from './validators/ValidatorsSection.tsx';

/**
 * Settings → Manage users: the account's team, their roles, page access and invitations; whether
 * posts must be validated, the account's time zone, the reports' brand (logo and colour), and the
 * external validators of the shared planner.
 * The settings screen opens it to administrators only (`manage_users`).
 */
export default function UsersTab() {
  const { t } = useTranslation('team');
  const users = useUsers();
  const me = useSession().data;
  const selfId = me?.id;
  const [adding, wizard] = useDisclosure(false);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Text c="dimmed" maw={560}>
          {t('intro')}
        </Text>
        <PlanGate limit="users" label={t('add')}>
          <Button onClick={wizard.open}>{t('add')}</Button>
        </PlanGate>
      </Group>
      <UsersContent users={users} selfId={selfId} onAdd={wizard.open} />
      <ValidationSettings />
      <AccountTimeZoneSettings />
      {me ? <ReportBrandSettings me={me} /> : null}
      <ValidatorsSection />
      {adding ? <AddUserWizard onClose={wizard.close} /> : null}
    </Stack>
  );
}

import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';
import { SettingsCard } from './SettingsCard.tsx';

/** My account → danger zone: removing the account and all its data (administrators). */
export function DeleteAccountSection() {
  const { t } = useTranslation('settings');
  const [opened, dialog] = useDisclosure(false);
  return (
    <SettingsCard title={t('deleteAccount.title')} description={t('deleteAccount.description')} danger>
      <Group>
        <Button color="red" variant="outline" onClick={dialog.open}>
          {t('deleteAccount.button')}
        </Button>
      </Group>
      {opened ? <DeleteAccountDialog onClose={dialog.close} /> : null}
    </SettingsCard>
  );
}

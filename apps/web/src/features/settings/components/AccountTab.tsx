import { Stack } from '@mantine/core';
import type { Me } from '@pagewise/shared/users';
import { useTranslation } from 'react-i18next';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';
import { ExportSection } from './ExportSection.tsx';
import { LanguageForm } from './LanguageForm.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { ProfilePicture } from './ProfilePicture.tsx';
import { SettingsCard } from './SettingsCard.tsx';

/** Settings → My account. */
export function AccountTab({ me }: { me: Me }) {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="lg">
      <SettingsCard title={t('picture.title')} description={t('picture.description')}>
        <ProfilePicture me={me} />
      </SettingsCard>
      <SettingsCard title={t('profile.title')} description={t('profile.description')}>
        <ProfileForm me={me} />
      </SettingsCard>
      <SettingsCard title={t('password.title')} description={t('password.description')}>
        <PasswordForm />
      </SettingsCard>
      <SettingsCard title={t('language.title')} description={t('language.description')}>
        <LanguageForm me={me} />
      </SettingsCard>
      <ExportSection me={me} />
      {me.permissions.includes('delete_account') ? <DeleteAccountSection /> : null}
    </Stack>
  );
}

import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SettingsSection } from '../settingsSection.ts';

/** A section this user's role does not reach (opened by its address): why, not an empty tab. */
export function AdminOnlyNotice({ section }: { section: SettingsSection }) {
  const { t } = useTranslation('settings');
  return (
    <Alert color="blue" variant="light" role="status" title={t(`adminOnly.${section}.title`)}>
      {t(`adminOnly.${section}.text`)}
    </Alert>
  );
}

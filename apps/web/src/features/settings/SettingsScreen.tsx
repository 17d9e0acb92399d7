import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ScreenPlaceholder } from '../../app/ScreenPlaceholder.tsx';
import { settingsSection, settingsSections } from './settingsSection.ts';

export default function SettingsScreen() {
  const { t } = useTranslation(['dash', 'common']);
  const navigate = useNavigate();
  const section = settingsSection(useParams().tab);
  return (
    <ScreenPlaceholder
      title={t('screens.settings.title')}
      subtitle={t(`screens.settings.sections.${section}`)}
    >
      <Tabs value={section} onChange={(next) => next && navigate(`/dash/settings/${next}`)}>
        <Tabs.List>
          {settingsSections.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`screens.settings.sections.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </ScreenPlaceholder>
  );
}

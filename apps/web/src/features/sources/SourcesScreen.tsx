import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../app/ScreenPlaceholder.tsx';

export default function SourcesScreen() {
  const { t } = useTranslation(['dash', 'common']);
  return <ScreenPlaceholder title={t('screens.sources.title')} />;
}

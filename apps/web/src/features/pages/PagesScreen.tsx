import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../app/ScreenPlaceholder.tsx';

export default function PagesScreen() {
  const { t } = useTranslation('common');
  return <ScreenPlaceholder title={t('screens.pages.title')} />;
}

import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../app/ScreenPlaceholder.tsx';

export default function Posts2Screen() {
  const { t } = useTranslation(['dash', 'common']);
  return <ScreenPlaceholder title={t('screens.posts2.title')} />;
}

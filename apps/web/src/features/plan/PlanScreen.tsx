import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../app/ScreenPlaceholder.tsx';

export default function PlanScreen() {
  const { t } = useTranslation(['dash', 'common']);
  return <ScreenPlaceholder title={t('screens.plan.title')} />;
}

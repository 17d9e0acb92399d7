import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../app/ScreenPlaceholder.tsx';

/** `/dash/bots`, also reached as `/dash/bots/new` and `/dash/bots/edit`. */
export default function BotsScreen({ mode }: { mode?: 'new' | 'edit' }) {
  const { t } = useTranslation(['dash', 'common']);
  return (
    <ScreenPlaceholder
      title={t('screens.bots.title')}
      subtitle={mode ? t(`screens.bots.${mode}`) : undefined}
    />
  );
}

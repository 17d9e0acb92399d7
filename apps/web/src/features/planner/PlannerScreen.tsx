import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ScreenPlaceholder } from '../../app/ScreenPlaceholder.tsx';
import { plannerDate } from './plannerDate.ts';

export default function PlannerScreen() {
  const { t, i18n } = useTranslation(['dash', 'common']);
  const { date: pathDate } = useParams();
  const [query] = useSearchParams();
  const date = plannerDate(pathDate, query);
  const subtitle = date
    ? t('screens.planner.date', {
        date: new Date(`${date}T00:00:00`).toLocaleDateString(i18n.language, { dateStyle: 'long' }),
      })
    : undefined;
  return <ScreenPlaceholder title={t('screens.planner.title')} subtitle={subtitle} />;
}

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ScreenPlaceholder } from '../../app/ScreenPlaceholder.tsx';
import { postCreatorMode } from './postCreatorMode.ts';

export default function PostCreatorScreen() {
  const { t } = useTranslation(['dash', 'common']);
  const mode = postCreatorMode(useParams().mode);
  return (
    <ScreenPlaceholder
      title={t('screens.postCreator.title')}
      subtitle={t(`screens.postCreator.modes.${mode}`)}
    />
  );
}

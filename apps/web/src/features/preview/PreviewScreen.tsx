import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../app/ScreenPlaceholder.tsx';

/** `/preview/story/:idStorySelected?` and `/preview/post/:pageIdSelected?`. */
export default function PreviewScreen({ kind }: { kind: 'story' | 'post' }) {
  const { t } = useTranslation(['dash', 'common']);
  return (
    <ScreenPlaceholder
      title={t(kind === 'story' ? 'screens.previewStory.title' : 'screens.previewPost.title')}
    />
  );
}

import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useScreenTitle } from '../../app/useScreenTitle.ts';
import { ComposerLoader } from './components/ComposerLoader.tsx';
import { postCreatorMode } from './postCreatorMode.ts';

/** `/dash/postCreator/:mode?`; edit, duplicate and draft name their post with `?post_id=`. */
export default function PostCreatorScreen() {
  const { t } = useTranslation('dash');
  const mode = postCreatorMode(useParams().mode);
  const [search] = useSearchParams();
  const title = t('screens.postCreator.title');
  useScreenTitle(title);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{t(`screens.postCreator.modes.${mode}`)}</Text>
      </div>
      <ComposerLoader mode={mode} postId={mode === 'create' ? null : search.get('post_id')} />
    </Stack>
  );
}

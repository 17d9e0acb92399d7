import { Button, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useScreenTitle } from '../../app/useScreenTitle.ts';
import { useCan } from '../auth/use-can.ts';
import { ExportButton } from './components/ExportButton.tsx';
import { ImportDialog } from './components/ImportDialog.tsx';
import { PostFilters } from './components/PostFilters.tsx';
import { PostsContent } from './components/PostsContent.tsx';
import { PublishNowPrompt } from './components/PublishNowPrompt.tsx';
import { usePostFilters } from './hooks/use-post-filters.ts';

/** The post list; `/dash/posts2` shows it under its own title (`screen`). */
export default function PostsScreen({ screen = 'posts' }: { screen?: 'posts' | 'posts2' }) {
  // The rows' validation badges and the detail drawer speak `collaboration`: loaded with the list.
  const { t } = useTranslation(['posts', 'dash', 'collaboration']);
  const title = t(`screens.${screen}.title`, { ns: 'dash' });
  useScreenTitle(title);
  const filters = usePostFilters();
  const [importOpened, importDialog] = useDisclosure(false);
  const canCreate = useCan('create');

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Group gap="xs">
          <ExportButton status={filters.status} />
          {canCreate ? (
            <>
              <Button variant="default" onClick={importDialog.open}>
                {t('import.button')}
              </Button>
              <Button component={Link} to="/dash/postCreator">
                {t('newPost')}
              </Button>
            </>
          ) : null}
        </Group>
      </Group>
      <PostFilters
        status={filters.status}
        pageId={filters.pageId}
        onStatusChange={filters.setStatus}
        onPageChange={filters.setPageId}
      />
      <PostsContent
        query={{ status: filters.status, pageId: filters.pageId, offset: filters.offset }}
        onOffsetChange={filters.setOffset}
      />
      {importOpened ? <ImportDialog onClose={importDialog.close} /> : null}
      <PublishNowPrompt />
    </Stack>
  );
}

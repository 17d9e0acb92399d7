import { Alert, Button, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import type { Media, PostTemplate } from '@pagewise/shared/posts/post';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/translate-error.ts';
import { mediaQuery } from '../api/get-media.ts';
import { usePostTemplates } from '../api/get-post-templates.ts';
import type { Composer } from '../hooks/use-composer.ts';

interface UseTemplateDialogProps {
  composer: Composer;
  onClose: () => void;
}

/** The account's templates; picking one fills the composer (its media are fetched to be checked). */
export function UseTemplateDialog({ composer, onClose }: UseTemplateDialogProps) {
  const { t } = useTranslation('composer');
  const templates = usePostTemplates({ enabled: true });
  const queryClient = useQueryClient();
  const [applying, setApplying] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const { state, dispatch, pages } = composer;

  const apply = async (template: PostTemplate) => {
    setApplying(template.id);
    setFailure(null);
    const { content } = template;
    const ids = [...content.mediaIds, content.thumbnailMediaId, content.documentMediaId].filter(
      (id): id is string => id !== null,
    );
    try {
      const media: Media[] = await Promise.all(ids.map((id) => queryClient.fetchQuery(mediaQuery(id))));
      const known = content.pageIds.filter((id) => pages.some((page) => page.id === id));
      dispatch({
        type: 'load',
        content: { ...content, pageIds: known.length > 0 ? known : state.content.pageIds },
        media: [...Object.values(state.media), ...media],
        scheduledAt: state.scheduledAt,
      });
      onClose();
    } catch (error) {
      setFailure(error);
    } finally {
      setApplying(null);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('templates.useTitle')} size="lg">
      {templates.isPending ? (
        <Loader aria-label={t('states.loading')} />
      ) : templates.isError ? (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{translateError(t, templates.error)}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={() => void templates.refetch()}>
              {t('states.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : templates.data.length === 0 ? (
        <Text c="dimmed">{t('templates.none')}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {templates.data.map((template) => (
            <Paper key={template.id} component="li" withBorder p="sm" aria-label={template.name}>
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={500}>{template.name}</Text>
                  <Text size="sm" c="dimmed" truncate>
                    {template.content.message}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  loading={applying === template.id}
                  disabled={applying !== null && applying !== template.id}
                  aria-label={t('templates.useOne', { name: template.name })}
                  onClick={() => void apply(template)}
                >
                  {t('templates.pick')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {failure ? (
        <Alert color="red" role="alert" mt="sm">
          {translateError(t, failure)}
        </Alert>
      ) : null}
    </Modal>
  );
}

import { Alert, Anchor, Button, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { Source } from '@pagewise/shared/sources/source';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/translate-error.ts';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import { formatDateTime, shorten } from '../../posts/format.ts';
import { useSourceItems } from '../api/get-source-items.ts';
import { FeedThumbnail } from './FeedThumbnail.tsx';

/** What the source brought in, newest first. */
export function SourceItemsDrawer({ source, onClose }: { source: Source; onClose: () => void }) {
  const { t, i18n } = useTranslation('sources');
  const timeZone = useTimeZone();
  const items = useSourceItems(source.id);
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={t('items.title', { name: source.name })}
    >
      {items.isPending ? (
        <Stack gap="xs" role="status" aria-label={t('items.loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={72} radius="sm" />
          ))}
        </Stack>
      ) : items.isError ? (
        <Alert color="red" role="alert" title={t('items.loadFailed')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{translateError(t, items.error)}</Text>
            <Button variant="light" color="red" onClick={() => void items.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : items.data.length === 0 ? (
        <Text c="dimmed">{t('items.empty')}</Text>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('items.count', { count: items.data.length })}
          </Text>
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.data.map((item) => (
              <Group component="li" key={item.id} align="flex-start" wrap="nowrap" gap="sm">
                {item.thumbnailUrl ? <FeedThumbnail src={item.thumbnailUrl} /> : null}
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Anchor href={item.link} target="_blank" rel="noreferrer" fw={600} size="sm">
                    {item.title || item.link}
                  </Anchor>
                  {item.summary ? (
                    <Text size="sm" c="dimmed">
                      {shorten(item.summary, 200)}
                    </Text>
                  ) : null}
                  <Text size="xs" c="dimmed">
                    {item.publishedAt
                      ? t('items.published', {
                          date: formatDateTime(item.publishedAt, i18n.language, timeZone),
                        })
                      : t('items.read', { date: formatDateTime(item.fetchedAt, i18n.language, timeZone) })}
                  </Text>
                </Stack>
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
    </Drawer>
  );
}

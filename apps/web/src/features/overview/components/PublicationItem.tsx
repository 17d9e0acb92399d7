import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { OverviewPublication } from '@pagewise/shared/overview';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageAvatar } from '../../../components/PageAvatar.tsx';
import { translateError } from '../../../lib/translate-error.ts';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import { TargetStatusBadge } from '../../posts/components/TargetStatusBadge.tsx';
import { formatDateTime, shorten } from '../../posts/format.ts';

/** A post on one page: the page, where it stands, its words, when, and a link to act on it. */
export function PublicationItem({
  publication,
  action,
}: {
  publication: OverviewPublication;
  action?: ReactNode;
}) {
  const { t, i18n } = useTranslation(['dash', 'posts', 'errors']);
  const timeZone = useTimeZone();
  const { pageName, pageKind, pagePictureUrl, status, excerpt, at, errorKey } = publication;
  return (
    <Paper component="li" withBorder p="xs">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
          <PageAvatar
            page={{ name: pageName, network: pageKind, pictureUrl: pagePictureUrl }}
            size={32}
            decorative
          />
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <Text size="sm" fw={500}>
                {pageName}
              </Text>
              <TargetStatusBadge status={status} />
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {excerpt ? shorten(excerpt, 140) : t('overview.publication.noText')}
            </Text>
            {errorKey ? (
              <Text size="sm" c="red">
                {translateError(t, errorKey)}
              </Text>
            ) : null}
            {at ? (
              <Text size="xs" c="dimmed">
                <time dateTime={at}>{formatDateTime(at, i18n.language, timeZone)}</time>
              </Text>
            ) : null}
          </Stack>
        </Group>
        {action ? <Box style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>{action}</Box> : null}
      </Group>
    </Paper>
  );
}

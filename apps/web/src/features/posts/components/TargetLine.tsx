import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { Target } from '@pagewise/shared/posts/post';
import { useTranslation } from 'react-i18next';
import { NetworkLogo } from '../../../components/NetworkLogo.tsx';
import { translateError } from '../../../lib/translate-error.ts';
import { formatDuration } from '../format.ts';
import { TargetStatusBadge } from './TargetStatusBadge.tsx';

const published = (target: Target) => target.status === 'posted' || target.status === 'postedfb';

/** The post on one page: where it stands, why it failed, where to see it, how late it went out. */
export function TargetLine({ target }: { target: Target }) {
  const { t, i18n } = useTranslation(['posts', 'pages']);
  return (
    <Stack component="li" gap={2} aria-label={target.pageName}>
      <Group gap="xs" wrap="nowrap">
        <NetworkLogo network={target.pageKind} size={18} />
        <Text size="sm" fw={500}>
          {target.pageName}
        </Text>
        <TargetStatusBadge status={target.status} />
      </Group>
      <Stack gap={0} pl={28}>
        {target.errorKey ? (
          <Text size="sm" c="red">
            {translateError(t, target.errorKey)}
          </Text>
        ) : null}
        {target.errorDetail ? (
          <Text size="xs" c="dimmed" fs="italic">
            {t('target.networkSaid', { detail: target.errorDetail })}
          </Text>
        ) : null}
        {target.uncertain ? (
          <Text size="sm" c="orange">
            {t('target.uncertain')}
          </Text>
        ) : null}
        {target.url ? (
          <Anchor size="sm" href={target.url} target="_blank" rel="noopener noreferrer">
            {t('target.view')}
          </Anchor>
        ) : null}
        {published(target) && target.latenessMs !== null ? (
          <Text size="xs" c="dimmed">
            {t('target.lateness', { duration: formatDuration(target.latenessMs, i18n.language) })}
          </Text>
        ) : null}
        {target.attempts > 1 ? (
          <Text size="xs" c="dimmed">
            {t('target.attempts', { count: target.attempts })}
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}

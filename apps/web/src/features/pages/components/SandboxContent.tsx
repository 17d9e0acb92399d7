import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { SandboxPageView } from '@pagewise/shared/pages';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { RevokeTokenButton } from './RevokeTokenButton.tsx';
import { SandboxFigures } from './SandboxFigures.tsx';
import { SandboxMessages } from './SandboxMessages.tsx';
import { SandboxPosts } from './SandboxPosts.tsx';

interface SandboxContentProps {
  pageId: string;
  view: UseQueryResult<SandboxPageView>;
}

/** The sandbox page, or its loading, not-found and error states. */
export function SandboxContent({ pageId, view }: SandboxContentProps) {
  const { t } = useTranslation('pages');
  if (view.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label={t('loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={72} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (view.isError && view.error instanceof ApiError && view.error.status === 404) {
    return (
      <Alert color="gray" title={t('sandbox.notFoundTitle')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('sandbox.notFound')}</Text>
          <Button component={Link} to="/dash/pages" variant="light" color="gray">
            {t('sandbox.back')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (view.isError) {
    return (
      <Alert color="red" title={t('sandbox.loadFailed')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{translateError(t, view.error)}</Text>
          <Button variant="light" color="red" onClick={() => void view.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const { name, posts, messages, metrics } = view.data;
  return (
    <Stack gap="xl">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          {name}
        </Title>
        <RevokeTokenButton pageId={pageId} name={name} />
      </Group>
      <SandboxFigures metrics={metrics} />
      <SandboxPosts posts={posts} />
      <SandboxMessages messages={messages} />
    </Stack>
  );
}

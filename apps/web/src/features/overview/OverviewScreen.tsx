import { Alert, Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenTitle } from '../../app/useScreenTitle.ts';
import { translateError } from '../../lib/translate-error.ts';
import { useSession } from '../auth/session.ts';
import { usePages } from '../pages/api/get-pages.ts';
import { useOverview } from './api/get-overview.ts';
import { LatestPosts } from './components/LatestPosts.tsx';
import { MyPages } from './components/MyPages.tsx';
import { NeedsAction } from './components/NeedsAction.tsx';
import { Onboarding } from './components/Onboarding.tsx';
import { UpcomingPosts } from './components/UpcomingPosts.tsx';

/** Spec §2 /dash/overview: what needs action, latest outcomes, next posts, my pages, onboarding. */
export default function OverviewScreen() {
  const { t } = useTranslation(['dash', 'common', 'posts', 'pages', 'sources', 'errors']);
  const title = t('screens.overview.title');
  useScreenTitle(title);
  const firstname = useSession().data?.firstname;
  const pages = usePages();
  const overview = useOverview();
  // A page reconnected (or added) here changes what needs action; the list's first answer does not.
  const { refetch } = overview;
  const pagesSeen = useRef(pages.dataUpdatedAt);
  useEffect(() => {
    const seen = pagesSeen.current;
    pagesSeen.current = pages.dataUpdatedAt;
    if (seen && pages.dataUpdatedAt !== seen) void refetch();
  }, [pages.dataUpdatedAt, refetch]);

  const steps = overview.data?.onboarding;
  const onboardingDone = steps ? Object.values(steps).every(Boolean) : false;
  const onboarding = <Onboarding done={steps} />;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text size="lg">
          {firstname ? t('overview.welcome', { name: firstname }) : t('overview.welcomeAnonymous')}
        </Text>
      </div>
      {onboardingDone ? null : onboarding}
      {overview.isPending ? (
        <Skeleton height={160} role="status" aria-label={t('overview.loading')} />
      ) : overview.isError ? (
        <Alert color="red" role="alert" title={t('overview.error')}>
          <Stack gap="xs" align="flex-start">
            {translateError(t, overview.error)}
            <Button size="xs" variant="light" color="red" onClick={() => void overview.refetch()}>
              {t('errors.retry', { ns: 'common' })}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          <NeedsAction needs={overview.data.needsAction} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <LatestPosts publications={overview.data.latest} />
            <UpcomingPosts publications={overview.data.upcoming} />
          </SimpleGrid>
        </>
      )}
      <MyPages pages={pages} />
      {onboardingDone ? onboarding : null}
    </Stack>
  );
}

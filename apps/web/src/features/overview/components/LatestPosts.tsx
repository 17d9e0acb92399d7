import { Anchor, Text } from '@mantine/core';
import type { OverviewPublication } from '@pagewise/shared/overview';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { overviewLinks } from '../links.ts';
import { OverviewSection } from './OverviewSection.tsx';
import { PublicationList } from './PublicationList.tsx';

/** The latest outcomes: what went out, with a link to see it there, and what failed. */
export function LatestPosts({ publications }: { publications: OverviewPublication[] }) {
  const { t } = useTranslation('dash');
  const actionOf = (publication: OverviewPublication) =>
    publication.url ? (
      <Anchor href={publication.url} target="_blank" rel="noopener noreferrer" size="sm">
        {t('overview.publication.view')}
      </Anchor>
    ) : publication.status === 'error' ? (
      <Anchor component={Link} to={overviewLinks.failedOnPage(publication)} size="sm">
        {t('overview.publication.fix')}
      </Anchor>
    ) : null;
  return (
    <OverviewSection
      title={t('overview.latest.title')}
      more={{ label: t('overview.latest.all'), to: overviewLinks.posts }}
    >
      {publications.length === 0 ? (
        <Text c="dimmed">
          {t('overview.latest.empty')}{' '}
          <Anchor component={Link} to={overviewLinks.newPost} underline="always">
            {t('overview.onboarding.ready.action')}
          </Anchor>
        </Text>
      ) : (
        <PublicationList publications={publications} actionOf={actionOf} />
      )}
    </OverviewSection>
  );
}

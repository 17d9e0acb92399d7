import { Anchor, Text } from '@mantine/core';
import type { OverviewPublication } from '@pagewise/shared/overview';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import { overviewLinks } from '../links.ts';
import { OverviewSection } from './OverviewSection.tsx';
import { PublicationList } from './PublicationList.tsx';

/** The next publications, soonest first, each with its day in the planner. */
export function UpcomingPosts({ publications }: { publications: OverviewPublication[] }) {
  const { t } = useTranslation('dash');
  const timeZone = useTimeZone();
  const actionOf = ({ at }: OverviewPublication) =>
    at ? (
      <Anchor component={Link} to={overviewLinks.plannerAt(at, timeZone)} size="sm">
        {t('overview.publication.inPlanner')}
      </Anchor>
    ) : null;
  return (
    <OverviewSection
      title={t('overview.upcoming.title')}
      more={{ label: t('overview.upcoming.all'), to: overviewLinks.planner }}
    >
      {publications.length === 0 ? (
        <Text c="dimmed">{t('overview.upcoming.empty')}</Text>
      ) : (
        <PublicationList publications={publications} actionOf={actionOf} />
      )}
    </OverviewSection>
  );
}

import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Overview, SourceInError } from '@pagewise/shared/overview';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateError } from '../../../lib/translate-error.ts';
import { PagesToReconnect } from '../../pages/components/PagesToReconnect.tsx';
import { overviewLinks } from '../links.ts';
import { OverviewSection } from './OverviewSection.tsx';
import { PublicationList } from './PublicationList.tsx';

type Needs = Overview['needsAction'];

/** What needs the user: failed posts, pages to reconnect, sources in error, each with where to fix it. */
export function NeedsAction({ needs }: { needs: Needs }) {
  const { t } = useTranslation(['dash', 'pages', 'sources', 'posts', 'errors']);
  const { failedPosts, pages, sources } = needs;
  const nothing = failedPosts.total + pages.total + sources.total === 0;
  return (
    <OverviewSection title={t('overview.needsAction.title')}>
      {nothing ? (
        <Text c="dimmed">{t('overview.needsAction.none')}</Text>
      ) : (
        <Stack gap="md">
          <Kind
            title={t('overview.needsAction.failedPosts', { count: failedPosts.total })}
            total={failedPosts.total}
            shown={failedPosts.items.length}
            more={{ label: t('overview.needsAction.allFailed'), to: overviewLinks.failedPosts }}
          >
            <PublicationList
              publications={failedPosts.items}
              actionOf={(publication) => (
                <Anchor component={Link} to={overviewLinks.failedOnPage(publication)} size="sm">
                  {t('overview.publication.fix')}
                </Anchor>
              )}
            />
          </Kind>
          <Kind
            title={t('overview.needsAction.pages', { count: pages.total })}
            total={pages.total}
            shown={pages.items.length}
            more={{ label: t('overview.needsAction.managePages'), to: overviewLinks.pages }}
          >
            <PagesToReconnect pages={pages.items} />
          </Kind>
          <Kind
            title={t('overview.needsAction.sources', { count: sources.total })}
            total={sources.total}
            shown={sources.items.length}
            more={{ label: t('overview.needsAction.openSources'), to: overviewLinks.sources }}
          >
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {sources.items.map((source) => (
                <SourceRow key={source.id} source={source} />
              ))}
            </Stack>
          </Kind>
        </Stack>
      )}
    </OverviewSection>
  );
}

/** One kind of problem: how many, the first few, and the screen with all of them. */
function Kind({
  title,
  total,
  shown,
  more,
  children,
}: {
  title: string;
  total: number;
  shown: number;
  more: { label: string; to: string };
  children: ReactNode;
}) {
  const { t } = useTranslation('dash');
  if (total === 0) return null;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Anchor component={Link} to={more.to} size="sm">
          {more.label}
        </Anchor>
      </Group>
      {children}
      {total > shown ? (
        <Text size="sm" c="dimmed">
          {t('overview.needsAction.more', { count: total - shown })}
        </Text>
      ) : null}
    </Stack>
  );
}

function SourceRow({ source }: { source: SourceInError }) {
  const { t } = useTranslation(['dash', 'sources', 'errors']);
  return (
    <Paper component="li" withBorder p="xs" aria-label={source.name}>
      <Stack gap={2}>
        <Text fw={500} size="sm">
          {source.name}
        </Text>
        {source.errorKey ? (
          <Text size="sm" c="red">
            {translateError(t, source.errorKey)}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

import { Anchor, Badge, Group, List, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenPlaceholder } from '../../app/ScreenPlaceholder.tsx';
import { useSession } from '../auth/session.ts';
import { usePages } from '../pages/api/get-pages.ts';
import { MyPages } from './components/MyPages.tsx';
import { onboardingSteps } from './onboardingSteps.ts';

export default function OverviewScreen() {
  const { t } = useTranslation(['dash', 'common']);
  const firstname = useSession().data?.firstname;
  const pages = usePages();
  const done = { connectPage: (pages.data?.length ?? 0) > 0, createBot: false, ready: false };
  return (
    <ScreenPlaceholder title={t('screens.overview.title')}>
      <Text size="lg">
        {firstname ? t('overview.welcome', { name: firstname }) : t('overview.welcomeAnonymous')}
      </Text>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('overview.onboarding.title')}
        </Title>
        <List type="ordered" spacing="sm">
          {onboardingSteps.map((step) => (
            <List.Item key={step.key}>
              <Group gap="xs">
                <Text fw={500}>{t(`overview.onboarding.${step.key}.title`)}</Text>
                {done[step.key] ? (
                  <Badge color="green" variant="light" size="sm">
                    {t('overview.stepDone', { ns: 'pages' })}
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" c="dimmed">
                {t(`overview.onboarding.${step.key}.description`)}{' '}
                <Anchor component={Link} to={step.to}>
                  {t(`overview.onboarding.${step.key}.action`)}
                </Anchor>
              </Text>
            </List.Item>
          ))}
        </List>
      </Paper>
      <MyPages pages={pages} />
    </ScreenPlaceholder>
  );
}

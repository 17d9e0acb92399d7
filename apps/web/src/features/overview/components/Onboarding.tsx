import { Anchor, Badge, Group, List, Paper, Text, Title } from '@mantine/core';
import type { OnboardingState } from '@pagewise/shared/overview';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { onboardingSteps } from '../onboardingSteps.ts';

/** The three onboarding steps, each marked done once the account has what it asks for. */
export function Onboarding({ done }: { done: OnboardingState | undefined }) {
  const { t } = useTranslation(['dash', 'pages']);
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t('overview.onboarding.title')}
      </Title>
      <List type="ordered" spacing="sm">
        {onboardingSteps.map((step) => (
          <List.Item key={step.key}>
            <Group gap="xs">
              <Text fw={500}>{t(`overview.onboarding.${step.key}.title`)}</Text>
              {done?.[step.key] ? (
                <Badge color="green" variant="light" size="sm">
                  {t('overview.stepDone', { ns: 'pages' })}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {t(`overview.onboarding.${step.key}.description`)}{' '}
              <Anchor component={Link} to={step.to} underline="always">
                {t(`overview.onboarding.${step.key}.action`)}
              </Anchor>
            </Text>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

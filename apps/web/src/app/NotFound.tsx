import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useScreenTitle } from './useScreenTitle.ts';

/** Any address the app does not know. */
export default function NotFound() {
  const { t } = useTranslation('common');
  useScreenTitle(t('notFound.title'));
  return (
    <Center mih="50vh">
      <Stack align="center" gap="sm">
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.description')}</Text>
        <Button component={Link} to="/">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}

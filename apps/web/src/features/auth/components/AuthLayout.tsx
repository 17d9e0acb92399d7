import { Box, Center, Flex, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { WelcomeCarousel } from './WelcomeCarousel.tsx';

/** The frame of every auth screen: the welcome carousel on wide screens, the form panel beside it. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <Flex mih="100dvh">
      <Box visibleFrom="md" w="45%" p={48} bg="var(--mantine-primary-color-filled)" c="white">
        <WelcomeCarousel />
      </Box>
      <Center component="main" flex={1} p="md">
        <Stack w="100%" maw={440} gap="lg">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Title order={1} size="h2">
                {t('brand')}
              </Title>
              <Text c="dimmed" size="sm">
                {t('tagline')}
              </Text>
            </div>
            <LanguageSwitch />
          </Group>
          {children}
        </Stack>
      </Center>
    </Flex>
  );
}

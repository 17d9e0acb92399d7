import { EmptyState, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenTitle } from './useScreenTitle.ts';

interface ScreenPlaceholderProps {
  title: string;
  subtitle?: string;
  /** Real content the screen already has (links, a checklist), shown above the empty state. */
  children?: ReactNode;
}

/** A screen that a later version builds: its title and an honest "not yet" instead of fake data. */
export function ScreenPlaceholder({ title, subtitle, children }: ScreenPlaceholderProps) {
  const { t } = useTranslation(['dash', 'common']);
  useScreenTitle(title);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
      </div>
      {children}
      <EmptyState
        withIndicatorBackground
        icon={<ClockIcon />}
        title={t('comingSoon.title')}
        description={t('comingSoon.description')}
      />
    </Stack>
  );
}

function ClockIcon() {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" strokeLinecap="round" />
    </svg>
  );
}

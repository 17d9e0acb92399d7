import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SettingsCardProps {
  title: string;
  description?: string;
  /** The danger zone (delete my account) is framed in red. */
  danger?: boolean;
  children: ReactNode;
}

/** One part of a settings tab: a titled block, named for screen readers by its title. */
export function SettingsCard({ title, description, danger = false, children }: SettingsCardProps) {
  return (
    <Paper
      component="section"
      aria-label={title}
      withBorder
      p="lg"
      radius="md"
      style={danger ? { borderColor: 'var(--mantine-color-red-5)' } : undefined}
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" c={danger ? 'red' : undefined}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

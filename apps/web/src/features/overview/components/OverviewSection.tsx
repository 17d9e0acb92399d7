import { Anchor, Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';

interface OverviewSectionProps {
  title: string;
  /** A link to the screen with everything ("See all posts"). */
  more?: { label: string; to: string } | undefined;
  children: ReactNode;
}

/** One block of the overview: a titled region, its link to the full screen, its content. */
export function OverviewSection({ title, more, children }: OverviewSectionProps) {
  const titleId = useId();
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {more ? (
          <Anchor component={Link} to={more.to} size="sm">
            {more.label}
          </Anchor>
        ) : null}
      </Group>
      {children}
    </Paper>
  );
}

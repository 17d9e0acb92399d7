import { Stack } from '@mantine/core';
import type { OverviewPublication } from '@pagewise/shared/overview';
import type { ReactNode } from 'react';
import { PublicationItem } from './PublicationItem.tsx';

/** Publications, each with the link that acts on it. */
export function PublicationList({
  publications,
  actionOf,
}: {
  publications: OverviewPublication[];
  actionOf: (publication: OverviewPublication) => ReactNode;
}) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {publications.map((publication) => (
        <PublicationItem key={publication.id} publication={publication} action={actionOf(publication)} />
      ))}
    </Stack>
  );
}

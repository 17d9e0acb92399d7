import { Stack, Text } from '@mantine/core';
import type { Target } from '@pagewise/shared/posts/post';
import { TargetLine } from './TargetLine.tsx';

/** A post's publications, one line each (page, status, reason), or a word when it has no page yet. */
export function TargetList({ targets, label, empty }: { targets: Target[]; label: string; empty: string }) {
  if (targets.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {targets.map((target) => (
        <TargetLine key={target.id} target={target} />
      ))}
    </Stack>
  );
}

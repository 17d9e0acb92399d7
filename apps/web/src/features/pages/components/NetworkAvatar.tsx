import { Avatar } from '@mantine/core';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { networkStyle } from '../network-style.ts';

export function NetworkAvatar({ kind, size = 'sm' }: { kind: NetworkKind; size?: 'xs' | 'sm' | 'md' }) {
  const { color, letters } = networkStyle[kind];
  return (
    <Avatar size={size} radius="sm" color={color} variant="filled" aria-hidden="true">
      {letters}
    </Avatar>
  );
}

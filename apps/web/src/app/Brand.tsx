import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The product name with its mark, linking home. */
export function Brand() {
  return (
    <Group component={Link} to="/" gap={8} wrap="nowrap" style={{ textDecoration: 'none', color: 'inherit' }}>
      <img src="/icons/icon.svg" alt="" width={28} height={28} />
      <Text fw={700} size="lg">
        Pagewise
      </Text>
    </Group>
  );
}

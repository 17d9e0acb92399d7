import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The product name with its mark, linking home. */
export function Brand() {
  return (
    <Anchor component={Link} to="/" underline="never" c="inherit">
      <Group gap={8} wrap="nowrap">
        <img src="/icons/icon.svg" alt="" width={28} height={28} />
        <Text fw={700} size="lg" component="span">
          Pagewise
        </Text>
      </Group>
    </Anchor>
  );
}

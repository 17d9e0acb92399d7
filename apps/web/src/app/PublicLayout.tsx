import { Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { Brand } from './Brand.tsx';

/** Pages open without a login (legal notice, previews, invitations, not found). */
export default function PublicLayout() {
  return (
    <>
      <Group
        component="header"
        px="md"
        h={60}
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Brand />
      </Group>
      <Container component="main" size="md" py="xl">
        <Outlet />
      </Container>
    </>
  );
}

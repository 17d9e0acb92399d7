import { useMantineColorScheme } from '@mantine/core';
import { useLayoutEffect } from 'react';
import type { Session } from './session.ts';

/**
 * The app is drawn in the user's own colour scheme, chosen on any device: the device keeps a copy
 * (Mantine's local-storage manager) so the next visit opens in it before the user loads.
 */
export function useUserColorScheme(session: Session) {
  const chosen = session.data?.colorScheme;
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  // Before paint: a user who chose dark on another device never sees this one flash light.
  useLayoutEffect(() => {
    if (chosen && chosen !== colorScheme) setColorScheme(chosen);
  }, [chosen, colorScheme, setColorScheme]);
}

import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';

/** Phones: the width where the dashboard's navigation folds into the burger (Mantine's `sm`). */
export const phoneQuery = '(max-width: 47.99em)';

/**
 * Mantine's notifications with their transitions: a chunk of its own, loaded by NotificationsHost.
 * They rise from the bottom, where they cover neither the header's buttons nor a drawer's title
 * and close button: bottom right on a wide screen, across the bottom on a phone.
 */
export default function LoadedNotifications() {
  const phone = useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false });
  return <Notifications position={phone ? 'bottom-center' : 'bottom-right'} />;
}

import { Notifications } from '@mantine/notifications';

/** Mantine's notifications with their transitions: a chunk of its own, loaded by NotificationsHost. */
export default function LoadedNotifications() {
  return <Notifications position="top-right" />;
}

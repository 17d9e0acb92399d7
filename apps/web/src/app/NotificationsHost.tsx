import { useNotifications } from '@mantine/notifications';
import { Component, type ReactNode, Suspense, useState } from 'react';
import { lazyWithTimeout } from './lazy.ts';
import { useNotificationsHostRequested } from './notificationsHost.ts';

const LoadedNotifications = lazyWithTimeout(() => import('./LoadedNotifications.tsx'));

/**
 * Mantine's `<Notifications />` brings transitions and scroll locking the auth screen does not
 * need: it is loaded once a notification is queued (the store is tiny and always here, so one
 * shown before the component arrives still appears) or once the dashboard asks for it.
 */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const requested = useNotificationsHostRequested();
  const [needed, setNeeded] = useState(false);
  // Once on the page it stays, so notifications can leave with their transition.
  if (!needed && (requested || notifications.length > 0 || queue.length > 0)) setNeeded(true);
  if (!needed) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <LoadedNotifications />
      </Suspense>
    </QuietBoundary>
  );
}

/** A notifications chunk that cannot load must not take the page down with it. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import type { CSSProperties } from 'react';
import { headerHeight } from './layout/header-height.ts';
import './notifications.css';

/** Phones: the width where the dashboard's navigation folds into the burger (Mantine's `sm`). */
export const phoneQuery = '(max-width: 47.99em)';

/** Where the first toast starts: one spacing below the header. */
export const notificationsTop = `calc(${headerHeight}px + var(--mantine-spacing-md))`;

/**
 * Mantine's notifications with their transitions: a chunk of its own, loaded by NotificationsHost.
 * Never over the header's buttons nor a drawer's title and close button. On a wide screen at the
 * bottom right, where screens keep their actions least (rows' buttons and "Connect a page" sit
 * at the top right); on a phone across the top, below the header, since a phone's form has its
 * buttons at the bottom, under the thumb. The offset below the header applies to the top
 * containers only (notifications.css): Mantine renders one container per position, and a `top`
 * on a bottom one would stretch it over the page.
 */
export default function LoadedNotifications() {
  const phone = useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false });
  return (
    <Notifications
      position={phone ? 'top-center' : 'bottom-right'}
      classNames={{ root: 'pagewise-notifications' }}
      style={{ '--notifications-top': notificationsTop } as CSSProperties}
    />
  );
}

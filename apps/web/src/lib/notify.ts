import { notifications, notificationsStore } from '@mantine/notifications';

const colors = { success: 'green', error: 'red' } as const;
type Tone = keyof typeof colors;

/**
 * Shows a notification once: shown again while it is still on screen (or waiting for room), it
 * is updated in place rather than stacked. Its id is the one given, else its tone and words, so
 * clicking a button that fails the same way twice never piles up identical toasts.
 */
export function notify(message: string, tone: Tone, id = `${tone}:${message}`): string {
  const { notifications: shown, queue } = notificationsStore.getState();
  const data = { id, color: colors[tone], message };
  if ([...shown, ...queue].some((notification) => notification.id === id)) {
    notifications.update(data);
    return id;
  }
  return notifications.show(data);
}

export function notifySuccess(message: string) {
  return notify(message, 'success');
}

export function notifyError(message: string) {
  return notify(message, 'error');
}

/**
 * The one "fix the problems before saving" toast of every form: a fixed id, so a second click on
 * Save updates it instead of adding another.
 */
export const formProblemsNotificationId = 'form-problems';

export function notifyFormProblems(message: string) {
  return notify(message, 'error', formProblemsNotificationId);
}

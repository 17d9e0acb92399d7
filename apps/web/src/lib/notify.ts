import { type NotificationData, notifications, notificationsStore } from '@mantine/notifications';

const colors = { success: 'green', error: 'red' } as const;
type Tone = keyof typeof colors;

/**
 * Shows a notification once: shown again while it is still on screen (or waiting for room), it
 * is updated in place rather than stacked. Its id is the one given, else its tone and words, so
 * clicking a button that fails the same way twice never piles up identical toasts.
 */
export function notify(message: string, tone: Tone, id = `${tone}:${message}`): string {
  const data = { id, color: colors[tone], message };
  if (isShown(id)) {
    // The same words already shown with more to offer (the plan prompt's links) stay as they are.
    if (!richIds.has(id)) notifications.update(data);
    return id;
  }
  return notifications.show(data);
}

function isShown(id: string): boolean {
  const { notifications: shown, queue } = notificationsStore.getState();
  return [...shown, ...queue].some((notification) => notification.id === id);
}

/** The ids of notifications whose message is more than text: `notify` never flattens them. */
const richIds = new Set<string>();

/**
 * An error notification whose message holds links or buttons, under the id `notifyError` gives
 * its words (`text`): a screen that then notifies the same words adds no second toast.
 */
export function notifyErrorWith(text: string, data: Omit<NotificationData, 'id' | 'color'>): string {
  const id = `error:${text}`;
  richIds.add(id);
  const shown = { ...data, id, color: colors.error, onClose: () => richIds.delete(id) };
  if (isShown(id)) {
    notifications.update(shown);
    return id;
  }
  return notifications.show(shown);
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

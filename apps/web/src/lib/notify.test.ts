import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formProblemsNotificationId, notifyError, notifyFormProblems, notifySuccess } from './notify.ts';

const shown = () => {
  const { notifications: visible, queue } = notificationsStore.getState();
  return [...visible, ...queue];
};

// The web project shares modules between test files: a toast left by another file's screen (a
// session that ended, a failed save) must not count here. Each test runs without awaiting.
const cleanAll = () => {
  notifications.clean();
  notifications.cleanQueue();
};
beforeEach(cleanAll);
afterEach(cleanAll);

describe('notify', () => {
  it('shows the form problems once however often Save is clicked, with the latest words', () => {
    notifyFormProblems('Fix the problems listed before saving.');
    notifyFormProblems('Fix the problems listed before saving.');
    notifyFormProblems('Wait for the uploads to finish.');
    expect(shown()).toEqual([
      expect.objectContaining({
        id: formProblemsNotificationId,
        color: 'red',
        message: 'Wait for the uploads to finish.',
      }),
    ]);
  });

  it('never stacks two identical toasts, and keeps different ones apart', () => {
    notifyError('The page could not be removed.');
    notifyError('The page could not be removed.');
    notifySuccess('The page could not be removed.');
    notifySuccess('Saved.');
    expect(shown().map((item) => [item.color, item.message])).toEqual([
      ['red', 'The page could not be removed.'],
      ['green', 'The page could not be removed.'],
      ['green', 'Saved.'],
    ]);
  });

  it('shows the same words again once the first toast has gone', () => {
    const id = notifyError('Offline.');
    notifications.hide(id);
    notifyError('Offline.');
    expect(shown()).toHaveLength(1);
  });
});

import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

interface ConfirmOptions {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  danger?: boolean;
}

/** A yes/no question; closing the dialog answers no. */
export function askConfirm({ title, body, confirm, cancel, danger }: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{body}</Text>,
      labels: { confirm, cancel },
      confirmProps: danger ? { color: 'red' } : {},
      // The first answer wins: confirming also closes the dialog, which would answer no.
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

interface ChoiceOptions<T extends string> {
  title: string;
  body: string;
  choices: { value: T; label: string; primary?: boolean }[];
}

/** A question with several answers; closing the dialog answers none (null). */
export function askChoice<T extends string>({ title, body, choices }: ChoiceOptions<T>): Promise<T | null> {
  return new Promise((resolve) => {
    const id = modals.open({
      title,
      onClose: () => resolve(null),
      children: (
        <Stack gap="md">
          <Text size="sm">{body}</Text>
          <Group justify="flex-end" gap="sm">
            {choices.map((choice) => (
              <Button
                key={choice.value}
                variant={choice.primary ? 'filled' : 'default'}
                onClick={() => {
                  resolve(choice.value);
                  modals.close(id);
                }}
              >
                {choice.label}
              </Button>
            ))}
          </Group>
        </Stack>
      ),
    });
  });
}

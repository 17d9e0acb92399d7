import { Button, Group, PasswordInput, type PasswordInputProps, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTextLimit } from '../../../lib/text-limit.tsx';

interface BitlyTokenFieldProps {
  /** The form's props for the field (value, error, change). */
  inputProps: PasswordInputProps;
  /** The server keeps a token; it never sends it back, only that one is there. */
  hasToken: boolean;
  removing: boolean;
  onRemove: () => void;
}

/** The user's own Bitly token, typed like a password; the saved one can be removed. */
export function BitlyTokenField({ inputProps, hasToken, removing, onRemove }: BitlyTokenFieldProps) {
  const { t } = useTranslation('settings');
  const limit = useTextLimit();
  return (
    <Stack gap={6}>
      <PasswordInput
        label={t('bitly.label')}
        autoComplete="off"
        {...inputProps}
        {...limit(
          'bitlyToken',
          typeof inputProps.value === 'string' ? inputProps.value : '',
          t('bitly.description'),
        )}
      />
      {hasToken ? (
        <Group gap="sm">
          <Text size="sm" c="teal">
            {t('bitly.saved')}
          </Text>
          <Button variant="subtle" color="red" size="compact-sm" loading={removing} onClick={onRemove}>
            {t('bitly.remove')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

import { Button, Group, PasswordInput, type PasswordInputProps, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
  return (
    <Stack gap={6}>
      <PasswordInput
        label={t('bitly.label')}
        description={t('bitly.description')}
        autoComplete="off"
        {...inputProps}
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

import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type PasswordStrength, passwordStrength } from './password-strength.ts';

const looks: Record<PasswordStrength, { value: number; color: string }> = {
  weak: { value: 25, color: 'red' },
  fair: { value: 65, color: 'yellow' },
  strong: { value: 100, color: 'teal' },
};

export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  if (!password) return null;
  const strength = passwordStrength(password);
  const label = t('password.strength', { level: t(`password.${strength}`) });
  return (
    <Stack gap={4}>
      <Progress size="xs" value={looks[strength].value} color={looks[strength].color} aria-label={label} />
      <Text size="xs" c="dimmed" aria-live="polite">
        {label}
      </Text>
    </Stack>
  );
}

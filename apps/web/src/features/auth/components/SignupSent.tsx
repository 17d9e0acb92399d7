import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResendConfirmationButton } from './ResendConfirmationButton.tsx';

/** After sign-up: the account waits for the e-mail confirmation. */
export function SignupSent({ email, onBack }: { email: string; onBack: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="md">
      <Alert color="teal" variant="light" title={t('signup.sentTitle')}>
        <Text size="sm">{t('signup.sentText', { email })}</Text>
        <ResendConfirmationButton email={email} />
      </Alert>
      <Button variant="subtle" onClick={onBack}>
        {t('signup.back')}
      </Button>
    </Stack>
  );
}

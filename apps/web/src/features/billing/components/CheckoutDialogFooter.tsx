import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/translate-error.ts';

/**
 * The end of a dialog that may go on to Stripe Checkout: why the last try failed, "opening the
 * secure payment page…" while the browser leaves, then Cancel and the dialog's action.
 */
export function CheckoutDialogFooter(props: {
  failedTitle: string;
  error: unknown;
  leaving: boolean;
  pending: boolean;
  submitLabel: string;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('billing');
  return (
    <>
      {props.error ? (
        <Alert color="red" role="alert" title={props.failedTitle}>
          {translateError(t, props.error)}
        </Alert>
      ) : null}
      {props.leaving ? (
        <Text size="sm" role="status">
          {t('redirecting')}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel}>
          {t('cancel')}
        </Button>
        <Button onClick={props.onSubmit} loading={props.pending || props.leaving} data-autofocus>
          {props.submitLabel}
        </Button>
      </Group>
    </>
  );
}

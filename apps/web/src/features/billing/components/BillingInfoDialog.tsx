import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type BillingInfo, billingInfo } from '@pagewise/shared/billing';
import type { TextLimit } from '@pagewise/shared/text-limits';
import { useTranslation } from 'react-i18next';
import { landsOnFields, schemaErrors, serverFieldErrors } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import { translateError } from '../../../lib/translate-error.ts';
import { useTranslatedInputProps } from '../../../lib/use-translated-input-props.ts';
import { CountrySelect } from '../../settings/components/CountrySelect.tsx';
import { useUpdateBillingInfo } from '../api/update-billing-info.ts';

export const billingInfoFields = ['company', 'address', 'country', 'zipCode', 'city', 'vatNumber'] as const;
type Field = (typeof billingInfoFields)[number];
type Values = Record<Field, string>;

/** The limit each typed field stops at: the shared schema's. */
const limits: Record<Exclude<Field, 'country'>, TextLimit> = {
  company: 'company',
  address: 'address',
  zipCode: 'zipcode',
  city: 'city',
  vatNumber: 'vatNumber',
};
const autoComplete: Record<Exclude<Field, 'country'>, string> = {
  company: 'organization',
  address: 'street-address',
  zipCode: 'postal-code',
  city: 'address-level2',
  vatNumber: 'off',
};

const valuesOf = (info: BillingInfo): Values =>
  Object.fromEntries(billingInfoFields.map((field) => [field, info[field] ?? ''])) as Values;

/** Edits the billing information, every field optional: an emptied field is cleared. */
export function BillingInfoDialog({ info, onClose }: { info: BillingInfo; onClose: () => void }) {
  const { t } = useTranslation(['billing', 'errors']);
  const update = useUpdateBillingInfo();
  const form = useForm<Values>({ initialValues: valuesOf(info) });
  const inputProps = useTranslatedInputProps(form);
  const limit = useTextLimit();

  const submit = form.onSubmit(async (values) => {
    const errors = schemaErrors(billingInfo, values);
    if (Object.keys(errors).length > 0) return form.setErrors(errors);
    try {
      await update.mutateAsync(billingInfo.parse(values));
      notifySuccess(t('info.saved'));
      onClose();
    } catch (error) {
      form.setErrors(serverFieldErrors(error));
    }
  });
  const failedElsewhere = update.error && !landsOnFields(update.error, billingInfoFields);

  const text = (field: Exclude<Field, 'country'>) => (
    <TextInput
      label={t(`info.fields.${field}`)}
      autoComplete={autoComplete[field]}
      {...inputProps(field)}
      {...limit(limits[field], form.values[field])}
    />
  );
  return (
    <Modal opened onClose={onClose} title={t('info.title')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('info.hint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('company')}
            {text('vatNumber')}
            {text('address')}
            {text('zipCode')}
            {text('city')}
            <CountrySelect
              label={t('info.fields.country')}
              value={form.values.country}
              onChange={(code) => form.setFieldValue('country', code)}
              error={inputProps('country').error}
            />
          </SimpleGrid>
          {failedElsewhere ? (
            <Alert color="red" role="alert" title={t('info.failed')}>
              {translateError(t, update.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('info.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

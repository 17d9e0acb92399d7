import { Alert, Anchor, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { promoCodeRequest } from '@pagewise/shared/billing';
import { type BillingPeriod, type PaidPlanId, paidPlanIds, promoTrialHours } from '@pagewise/shared/plans';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { landsOnFields, schemaErrors, serverFieldErrors } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import { translateError } from '../../../lib/translate-error.ts';
import { useTextForm } from '../../../lib/use-text-form.ts';
import { useTranslatedInputProps } from '../../../lib/use-translated-input-props.ts';
import { useRedeemPromoCode } from '../api/redeem-promo-code.ts';

/**
 * A promo code (spec §9): the code, then the plan it opens for 24 hours. A card on file is
 * required: the server says so (`promo_code_needs_card`) and the text says it beforehand.
 */
export function PromoCodeForm({ period }: { period: BillingPeriod }) {
  const { t } = useTranslation(['billing', 'errors']);
  const redeem = useRedeemPromoCode();
  const form = useTextForm({ code: '' });
  const [plan, setPlan] = useState<PaidPlanId>('standard');
  const inputProps = useTranslatedInputProps(form);
  const limit = useTextLimit();
  const [leaving, setLeaving] = useState(false);

  const submit = form.onSubmit(async (values) => {
    const request = { code: values.code, plan, period };
    const errors = schemaErrors(promoCodeRequest, request);
    if (Object.keys(errors).length > 0) return form.setErrors(errors);
    try {
      const result = await redeem.mutateAsync(promoCodeRequest.parse(request));
      if (result.outcome === 'checkout') {
        setLeaving(true);
        return window.location.assign(result.checkoutUrl);
      }
      notifySuccess(t('promo.redeemed', { plan: t(`plans.${plan}`), hours: promoTrialHours }));
      form.setErrors({});
    } catch (error) {
      form.setErrors(serverFieldErrors(error));
    }
  });
  const failedElsewhere = redeem.error && !landsOnFields(redeem.error, ['code', 'plan']);

  return (
    <Paper component="section" aria-labelledby="promo-code-title" withBorder p="lg" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="promo-code-title">
            {t('promo.title')}
          </Title>
          <Text size="sm">{t('promo.text', { hours: promoTrialHours })}</Text>
          <Anchor component={Link} to="/dash/invoice" size="sm">
            {t('promo.addCard')}
          </Anchor>
          <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
            <TextInput
              label={t('promo.code')}
              autoComplete="off"
              miw={200}
              {...inputProps('code')}
              {...limit('promoCode', form.values.code)}
            />
            <Select
              label={t('promo.plan')}
              miw={200}
              allowDeselect={false}
              data={paidPlanIds.map((id) => ({ value: id, label: t(`plans.${id}`) }))}
              value={plan}
              onChange={(next) => next && setPlan(next as PaidPlanId)}
            />
          </Group>
          {failedElsewhere ? (
            <Alert color="red" role="alert" title={t('promo.failed')}>
              {translateError(t, redeem.error)}
            </Alert>
          ) : null}
          {leaving ? (
            <Text size="sm" role="status">
              {t('redirecting')}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" variant="light" loading={form.submitting || leaving}>
              {t('promo.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

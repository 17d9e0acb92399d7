import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { BillingInfo } from '@pagewise/shared/billing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryCodes } from '../../settings/components/countries.ts';
import { BillingInfoDialog, billingInfoFields } from './BillingInfoDialog.tsx';

/** Billing information (spec §3, all optional), as the invoices carry it, and its dialog. */
export function BillingInfoSection({ info }: { info: BillingInfo }) {
  const { t, i18n } = useTranslation('billing');
  const [editing, setEditing] = useState(false);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const filled = billingInfoFields.filter((field) => info[field]?.trim());
  const shown = (field: (typeof billingInfoFields)[number]) => {
    const value = info[field] ?? '';
    return field === 'country' ? countryName(value, language) : value;
  };
  return (
    <Paper component="section" aria-labelledby="billing-info-title" withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3" id="billing-info-title">
          {t('info.title')}
        </Title>
        {filled.length === 0 ? (
          <Text size="sm">{t('info.none')}</Text>
        ) : (
          <List listStyleType="none" spacing={2} size="sm" aria-label={t('info.title')} maw={480}>
            {filled.map((field) => (
              <List.Item key={field} styles={{ itemWrapper: { display: 'block' } }}>
                <Group gap="md" wrap="nowrap" justify="space-between">
                  <Text size="sm" c="dimmed">
                    {t(`info.fields.${field}`)}
                  </Text>
                  <Text size="sm" ta="right" style={{ overflowWrap: 'anywhere' }}>
                    {shown(field)}
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        <Group>
          <Button variant="light" onClick={() => setEditing(true)}>
            {t('info.edit')}
          </Button>
        </Group>
      </Stack>
      {editing ? <BillingInfoDialog info={info} onClose={() => setEditing(false)} /> : null}
    </Paper>
  );
}

/** An ISO code named in the reader's language; a country typed as a name stays as typed. */
function countryName(value: string, language: string): string {
  if (!countryCodes.includes(value)) return value;
  return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(value) ?? value;
}

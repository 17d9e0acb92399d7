import { Button, Code, CopyButton, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session.ts';

/** The auth screen's partner sign-up tab (`?tab=partner`), as an address to share. */
export function partnerSignupUrl(origin = window.location.origin): string {
  return `${origin}/#/?tab=partner`;
}

/**
 * The partner offer (spec §3): agencies and resellers sign up as partners. A signed-in browser
 * opening the sign-up would land back on its dashboard, so the address is given to share or to
 * open in a private window.
 */
export function PartnerOffer() {
  const { t } = useTranslation('billing');
  const partner = useSession().data?.account.partner ?? false;
  const url = partnerSignupUrl();
  return (
    <Paper component="section" aria-labelledby="partner-title" withBorder p="lg" radius="md">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id="partner-title">
          {t('partner.title')}
        </Title>
        {partner ? <Text size="sm">{t('partner.already')}</Text> : null}
        <Text size="sm">{t('partner.text')}</Text>
        <Code
          block
          tabIndex={0}
          role="region"
          aria-label={t('partner.address')}
          style={{ maxWidth: '100%', overflowX: 'auto' }}
        >
          {url}
        </Code>
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
              {copied ? t('partner.copied') : t('partner.copy')}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </Paper>
  );
}

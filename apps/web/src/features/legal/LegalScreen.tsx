import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { supportEmail } from '../../app/support.ts';
import { useScreenTitle } from '../../app/useScreenTitle.ts';

/** Spec §9: the legal notice covers publisher, personal data, maps/Google API use, liability, French law. */
export const legalSections = ['publisher', 'personalData', 'maps', 'liability', 'law'] as const;

export default function LegalScreen() {
  // Its own namespace: the long legal text is fetched when this page opens, not with every screen.
  const { t } = useTranslation('legal');
  useScreenTitle(t('title'));
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      {legalSections.map((section) => (
        <section key={section} aria-labelledby={`legal-${section}`}>
          <Title order={2} size="h4" id={`legal-${section}`} mb="xs">
            {t(`${section}.title`)}
          </Title>
          <Text>
            <Trans
              t={t}
              i18nKey={`${section}.body`}
              values={{ email: supportEmail }}
              components={{ mail: <Anchor href={`mailto:${supportEmail}`} /> }}
            />
          </Text>
        </section>
      ))}
    </Stack>
  );
}

import { Group, List, Text, VisuallyHidden } from '@mantine/core';
import { type PlanId, planFeatures, planLimits, plans } from '@pagewise/shared/plans';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { feedFrequency } from '../plan-change.ts';

/**
 * Every row of the plan table (spec §3): the counts ("5 pages", "Unlimited sources"), how often
 * sources are read, and each feature with a check or a dash, said in words to screen readers.
 */
export function PlanFeatureList({ plan }: { plan: PlanId }) {
  const { t, i18n } = useTranslation('billing');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const rows = plans[plan];
  const feed = feedFrequency(rows.feedUpdateMinutes);
  return (
    <List
      spacing={6}
      size="sm"
      listStyleType="none"
      aria-label={t('rows.label', { plan: t(`plans.${plan}`) })}
      styles={{ itemWrapper: { display: 'block' } }}
    >
      {planLimits.map((limit) => {
        const max = rows.limits[limit];
        return (
          <Row key={limit} included>
            {max === null
              ? t(`rows.${limit}Unlimited`)
              : t(`rows.${limit}`, { count: max, number: max.toLocaleString(language) })}
          </Row>
        );
      })}
      <Row included>{t(`rows.${feed.key}`, { count: feed.count })}</Row>
      {planFeatures.map((feature) => (
        <Row key={feature} included={rows.features[feature]} data-row={feature}>
          {t(`rows.${feature}`)}
        </Row>
      ))}
    </List>
  );
}

function Row({
  included,
  children,
  ...rest
}: {
  included: boolean;
  children: ReactNode;
  'data-row'?: string;
}) {
  const { t } = useTranslation('billing');
  return (
    <List.Item {...rest}>
      <Group gap={8} wrap="nowrap" align="flex-start">
        <Mark included={included} />
        <Text size="sm" c={included ? undefined : 'dimmed'}>
          <VisuallyHidden>{included ? t('rows.included') : t('rows.notIncluded')} </VisuallyHidden>
          {children}
        </Text>
      </Group>
    </List.Item>
  );
}

/** A check for a row the plan includes, a dash for one it does not: drawn, not read aloud (the list says it). */
function Mark({ included }: { included: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      style={{ flexShrink: 0, marginTop: 2 }}
    >
      <path
        d={included ? 'M5 12l5 5L20 7' : 'M6 12h12'}
        fill="none"
        stroke={included ? 'var(--mantine-color-green-text)' : 'var(--mantine-color-dimmed)'}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

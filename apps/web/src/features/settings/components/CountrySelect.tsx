import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from './countries.ts';

interface CountrySelectProps {
  /** ISO alpha-2 code, or empty for none. */
  value: string;
  onChange: (code: string) => void;
  error?: ReactNode;
  /** Another form's own words for the field (billing information's "Country"). */
  label?: string;
}

/** Every country, named in the interface language; type to search. */
export function CountrySelect({ value, onChange, error, label }: CountrySelectProps) {
  const { t, i18n } = useTranslation('settings');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const options = useMemo(() => countryOptions(language), [language]);
  return (
    <Select
      label={label ?? t('profile.fields.country')}
      placeholder={t('profile.countryPlaceholder')}
      nothingFoundMessage={t('profile.noCountry')}
      searchable
      clearable
      data={options}
      value={value || null}
      onChange={(code) => onChange(code ?? '')}
      error={error}
    />
  );
}

import { NativeSelect } from '@mantine/core';
import { defaultLanguage, isLanguage, languages } from '@pagewise/shared/languages';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../../i18n/index.ts';
import { languageNames } from '../../../i18n/language-names.ts';

const options = languages.map((language) => ({ value: language, label: languageNames[language] }));

/** The interface language, switchable before logging in; each language named in its own words. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('auth');
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage;
  return (
    <NativeSelect
      aria-label={t('language.label')}
      size="xs"
      w={130}
      data={options}
      value={current}
      onChange={(event) => {
        const language = event.currentTarget.value;
        if (isLanguage(language)) void changeLanguage(language);
      }}
    />
  );
}

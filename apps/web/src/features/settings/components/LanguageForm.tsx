import { Alert, Button, Group, NativeSelect, Stack } from '@mantine/core';
import { isLanguage, type Language, languages } from '@pagewise/shared/languages';
import type { Me } from '@pagewise/shared/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../../i18n/index.ts';
import { languageNames } from '../../../i18n/language-names.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { userSchemas } from '../../../lib/schemas.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { savedProfileWith } from './profile-values.ts';

const options = languages.map((language) => ({ value: language, label: languageNames[language] }));

/** My account → interface language: saved on the user (e-mails follow it), then shown at once. */
export function LanguageForm({ me }: { me: Me }) {
  const { t, i18n } = useTranslation('settings');
  const update = useUpdateProfile();
  const [language, setLanguage] = useState<Language>(me.language);
  const [failure, setFailure] = useState<unknown>(null);

  const save = async () => {
    setFailure(null);
    try {
      const schemas = await userSchemas();
      const saved = await update.mutateAsync(savedProfileWith(schemas, me, { language }));
      await changeLanguage(saved.language);
      // Said in the new language: this render's `t` still speaks the previous one.
      notifySuccess(i18n.t('language.saved', { ns: 'settings', lng: saved.language }));
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={t('language.label')}
          data={options}
          value={language}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isLanguage(next)) setLanguage(next);
          }}
          w={220}
        />
        <Button loading={update.isPending} disabled={language === me.language} onClick={() => void save()}>
          {t('language.submit')}
        </Button>
      </Group>
      {failure ? (
        <Alert color="red" role="alert">
          {translateError(t, failure)}
        </Alert>
      ) : null}
    </Stack>
  );
}

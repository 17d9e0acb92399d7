import { Alert, Button, Group, Loader, NativeSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import { translateError } from '../../../lib/translate-error.ts';
import { useTranslatedInputProps } from '../../../lib/use-translated-input-props.ts';
import { usePages } from '../../pages/api/get-pages.ts';
import type { BotValues } from '../bot-values.ts';

/** Which page the bot posts to, its name, and whether it runs. */
export function GeneralFields({ form }: { form: UseFormReturnType<BotValues> }) {
  const { t } = useTranslation(['bots', 'pages']);
  const inputProps = useTranslatedInputProps(form);
  const limit = useTextLimit();
  const pages = usePages();

  return (
    <Stack gap="sm">
      {pages.isPending ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('form.page.loading')}</Text>
        </Group>
      ) : pages.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text size="sm">{translateError(t, pages.error)}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={() => void pages.refetch()}>
              {t('retry')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <NativeSelect
          label={t('form.page.label')}
          description={pages.data.length === 0 ? t('form.page.none') : undefined}
          withAsterisk
          data={[
            { value: '', label: t('form.page.choose'), disabled: true },
            ...pages.data.map((page) => ({
              value: page.id,
              label: `${page.name} (${t(`networks.${page.kind}`, { ns: 'pages' })})`,
            })),
          ]}
          {...inputProps('pageId')}
        />
      )}
      <TextInput
        label={t('form.name.label')}
        withAsterisk
        data-autofocus
        {...inputProps('name')}
        {...limit('botName', form.values.name)}
      />
      <Switch
        label={t('form.enabled.label')}
        description={t('form.enabled.description')}
        {...inputProps('enabled', { type: 'checkbox' })}
      />
    </Stack>
  );
}

import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  Radio,
  Stack,
  Text,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type SourceLanguage, sourceLanguages } from '@pagewise/shared/sources/catalogue-types';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/translate-error.ts';
import { useTranslatedInputProps } from '../../../lib/use-translated-input-props.ts';
import { useCatalogue } from '../api/get-catalogue.ts';
import { type BotValues, errorAt } from '../bot-values.ts';

/** Suggested sources: a market, a topic (and maybe a subcategory), then all of its sources or some. */
export function SuggestedSources({ form }: { form: UseFormReturnType<BotValues> }) {
  const { t, i18n } = useTranslation(['bots', 'errors']);
  const inputProps = useTranslatedInputProps(form);
  const { language, topic, subcategory, autoSources, sourceIds } = form.values;
  const catalogue = useCatalogue(language, i18n.language);
  const topics = catalogue.data?.topics ?? [];
  const subcategories = topics.find((entry) => entry.key === topic)?.subcategories ?? [];
  const offered = (catalogue.data?.sources ?? []).filter(
    (source) => source.topic === topic && (!subcategory || source.subcategory === subcategory),
  );
  const sourcesError = errorAt(form.errors, 'sourceIds');

  // Another market or topic offers other sources: what was picked for the former no longer applies.
  const chooseLanguage = (value: string) => {
    form.setValues({
      language: (value || null) as SourceLanguage | null,
      topic: null,
      subcategory: null,
      sourceIds: [],
    });
  };
  const chooseTopic = (value: string) =>
    form.setValues({ topic: value || null, subcategory: null, sourceIds: [] });
  const chooseSubcategory = (value: string) => form.setValues({ subcategory: value || null, sourceIds: [] });

  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('form.language.label')}
        withAsterisk
        data={[
          { value: '', label: t('form.language.choose'), disabled: true },
          ...sourceLanguages.map((value) => ({ value, label: t(`languages.${value}`) })),
        ]}
        {...inputProps('language')}
        value={language ?? ''}
        onChange={(event) => chooseLanguage(event.currentTarget.value)}
      />
      {language === null ? null : catalogue.isPending ? (
        <Group gap="xs" role="status" aria-label={t('form.catalogue.loading')}>
          <Loader size="xs" />
          <Text size="sm">{t('form.catalogue.loading')}</Text>
        </Group>
      ) : catalogue.isError ? (
        <Alert color="red" role="alert" title={t('form.catalogue.loadFailed')}>
          <Group justify="space-between">
            <Text size="sm">{translateError(t, catalogue.error)}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={() => void catalogue.refetch()}>
              {t('retry')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <>
          <Group grow align="flex-start">
            <NativeSelect
              label={t('form.topic.label')}
              withAsterisk
              data={[
                { value: '', label: t('form.topic.choose'), disabled: true },
                ...topics.map((entry) => ({ value: entry.key, label: entry.label })),
              ]}
              {...inputProps('topic')}
              value={topic ?? ''}
              onChange={(event) => chooseTopic(event.currentTarget.value)}
            />
            <NativeSelect
              label={t('form.subcategory.label')}
              disabled={subcategories.length === 0}
              data={[
                { value: '', label: t('form.subcategory.all') },
                ...subcategories.map((entry) => ({ value: entry.key, label: entry.label })),
              ]}
              {...inputProps('subcategory')}
              value={subcategory ?? ''}
              onChange={(event) => chooseSubcategory(event.currentTarget.value)}
            />
          </Group>
          {topic ? (
            <Radio.Group
              label={t('form.sources.mode')}
              value={autoSources ? 'auto' : 'pick'}
              onChange={(value) => form.setFieldValue('autoSources', value === 'auto')}
            >
              <Stack gap={6} mt={6}>
                <Radio value="auto" label={t('form.sources.allSuggested', { count: offered.length })} />
                <Radio value="pick" label={t('form.sources.pickSuggested')} />
              </Stack>
            </Radio.Group>
          ) : null}
          {topic && !autoSources ? (
            <Checkbox.Group
              label={t('form.sources.suggestedList')}
              value={sourceIds}
              onChange={(value) => form.setFieldValue('sourceIds', value)}
              error={sourcesError ? translateError(t, sourcesError) : undefined}
            >
              <Stack gap={6} mt={6}>
                {offered.map((source) => (
                  <Checkbox
                    key={source.key}
                    value={source.key}
                    label={source.name}
                    description={
                      <Anchor href={source.siteUrl} target="_blank" rel="noreferrer" size="xs">
                        {source.siteUrl}
                      </Anchor>
                    }
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          ) : null}
          {!topic && sourcesError ? (
            <Text size="sm" c="red">
              {translateError(t, sourcesError)}
            </Text>
          ) : null}
        </>
      )}
    </Stack>
  );
}

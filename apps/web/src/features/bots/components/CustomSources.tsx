import { Alert, Button, Checkbox, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/translate-error.ts';
import { useSources } from '../../sources/api/get-sources.ts';
import { type BotValues, errorAt } from '../bot-values.ts';
import { NoCustomSourcesNotice } from './NoCustomSourcesNotice.tsx';

/** The user's own sources: all of them (and those added later), or some. */
export function CustomSources({ form }: { form: UseFormReturnType<BotValues> }) {
  const { t } = useTranslation(['bots', 'sources', 'errors']);
  const sources = useSources();
  const { autoSources, sourceIds } = form.values;
  const sourcesError = errorAt(form.errors, 'sourceIds');

  if (sources.isPending) {
    return (
      <Group gap="xs" role="status" aria-label={t('form.sources.loading')}>
        <Loader size="xs" />
        <Text size="sm">{t('form.sources.loading')}</Text>
      </Group>
    );
  }
  if (sources.isError) {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text size="sm">{translateError(t, sources.error)}</Text>
          <Button size="compact-sm" variant="light" color="red" onClick={() => void sources.refetch()}>
            {t('retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (sources.data.length === 0) return <NoCustomSourcesNotice />;
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('form.sources.mode')}
        value={autoSources ? 'auto' : 'pick'}
        onChange={(value) => form.setFieldValue('autoSources', value === 'auto')}
      >
        <Stack gap={6} mt={6}>
          <Radio value="auto" label={t('form.sources.allCustom', { count: sources.data.length })} />
          <Radio value="pick" label={t('form.sources.pickCustom')} />
        </Stack>
      </Radio.Group>
      {autoSources ? null : (
        <Checkbox.Group
          label={t('form.sources.customList')}
          value={sourceIds}
          onChange={(value) => form.setFieldValue('sourceIds', value)}
          error={sourcesError ? translateError(t, sourcesError) : undefined}
        >
          <Stack gap={6} mt={6}>
            {sources.data.map((source) => (
              <Checkbox
                key={source.id}
                value={source.id}
                label={source.name}
                description={`${t(`types.${source.type}`, { ns: 'sources' })} · ${source.url}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    </Stack>
  );
}

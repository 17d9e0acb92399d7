import { SegmentedControl, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type BotType, botTypes } from '@pagewise/shared/bots';
import { useTranslation } from 'react-i18next';
import type { BotValues } from '../bot-values.ts';
import { CustomSources } from './CustomSources.tsx';
import { SuggestedSources } from './SuggestedSources.tsx';

/** Where the bot's articles come from (spec §3: suggested sources, custom sources, or none). */
export function SourceFields({ form }: { form: UseFormReturnType<BotValues> }) {
  const { t } = useTranslation('bots');
  const { type } = form.values;
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="bot-type-label">
          {t('form.type.label')}
        </Text>
        <SegmentedControl
          aria-labelledby="bot-type-label"
          value={type}
          onChange={(value) => form.setValues({ type: value as BotType, sourceIds: [] })}
          data={botTypes.map((value) => ({ value, label: t(`types.${value}`) }))}
        />
        <Text size="xs" c="dimmed">
          {t(`form.type.help.${type}`)}
        </Text>
      </Stack>
      {type === 'suggested' ? <SuggestedSources form={form} /> : null}
      {type === 'custom' ? <CustomSources form={form} /> : null}
    </Stack>
  );
}

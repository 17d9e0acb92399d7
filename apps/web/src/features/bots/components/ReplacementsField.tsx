import { Button, CloseButton, Fieldset, Group, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { textLimits } from '@pagewise/shared/text-limits';
import { useTranslation } from 'react-i18next';
import { useTextLimit } from '../../../lib/text-limit.tsx';
import { translateError } from '../../../lib/translate-error.ts';
import { type BotValues, errorAt } from '../bot-values.ts';

interface ReplacementsFieldProps {
  form: UseFormReturnType<BotValues>;
  list: 'mentionReplacements' | 'hashtagReplacements';
}

/**
 * A name found in an article (a brand, a topic) and what replaces it on the page (an @mention, a
 * #hashtag). A correspondence already given to another entry is refused on the entry that reuses it.
 */
export function ReplacementsField({ form, list }: ReplacementsFieldProps) {
  const { t } = useTranslation(['bots', 'errors']);
  const entries = form.values[list];
  const limit = useTextLimit();
  const text = (key: string) => t(`form.replacements.${list}.${key}`);
  const translated = (error: string | undefined) => (error ? translateError(t, error) : undefined);

  return (
    <Fieldset legend={text('legend')}>
      <Stack gap="sm">
        <Text size="xs" c="dimmed">
          {text('help')}
        </Text>
        {entries.map((entry, index) => {
          const path = `${list}.${index}`;
          const reusedAt = Object.keys(form.errors)
            .filter((key) => key.startsWith(`${path}.correspondences.`))
            .map((key) => entry.correspondences[Number(key.split('.').pop())])
            .filter((value): value is string => value !== undefined);
          const error = translated(errorAt(form.errors, `${path}.correspondences`));
          return (
            <Group
              // biome-ignore lint/suspicious/noArrayIndexKey: an entry has no identity of its own
              key={index}
              align="flex-start"
              wrap="nowrap"
              gap="xs"
              aria-label={text('entry')}
              role="group"
            >
              <TextInput
                label={text('name')}
                placeholder={text('namePlaceholder')}
                style={{ flex: 1 }}
                value={entry.name}
                {...limit('botWord', entry.name)}
                error={translated(errorAt(form.errors, `${path}.name`))}
                onChange={(event) => form.setFieldValue(`${path}.name`, event.currentTarget.value)}
              />
              <TagsInput
                label={text('correspondences')}
                placeholder={text('correspondencesPlaceholder')}
                style={{ flex: 2 }}
                value={entry.correspondences}
                error={
                  error && reusedAt.length > 0
                    ? `${error} ${reusedAt.map((value) => `“${value}”`).join(', ')}`
                    : error
                }
                onChange={(value) => form.setFieldValue(`${path}.correspondences`, value)}
                maxLength={textLimits.botWord}
              />
              <CloseButton
                mt={26}
                aria-label={t('form.replacements.remove', { name: entry.name || index + 1 })}
                onClick={() => form.removeListItem(list, index)}
              />
            </Group>
          );
        })}
        <Button
          variant="light"
          size="xs"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => form.insertListItem(list, { name: '', correspondences: [] })}
        >
          {text('add')}
        </Button>
      </Stack>
    </Fieldset>
  );
}

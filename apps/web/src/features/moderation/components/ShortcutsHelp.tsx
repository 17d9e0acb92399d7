import { Group, Kbd, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The keyboard triage's keys, listed on the screen. */
export function ShortcutsHelp() {
  const { t } = useTranslation('inbox');
  const keys: [string, string][] = [
    ['j', t('shortcuts.next')],
    ['k', t('shortcuts.previous')],
    ['e', t('shortcuts.treated')],
    ['a', t('shortcuts.assign')],
  ];
  return (
    <Group gap="sm" component="section" aria-label={t('shortcuts.title')}>
      <Text size="xs" c="dimmed">
        {t('shortcuts.title')}
      </Text>
      {keys.map(([key, label]) => (
        <Text key={key} size="xs">
          <Kbd>{key}</Kbd> {label}
        </Text>
      ))}
    </Group>
  );
}

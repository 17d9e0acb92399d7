import { List, Stack, Text } from '@mantine/core';
import type { SandboxPostDetails as Details } from '@pagewise/shared/pages';
import { useTranslation } from 'react-i18next';

/** What a sandbox post carried besides its text, link and media: its format, place, people and poll. */
export function SandboxPostDetails({ details }: { details: Details }) {
  const { t, i18n } = useTranslation('pages');
  const names = (items: string[]) =>
    new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' }).format(items);
  const { format, location, tags, collaborators, poll } = details;
  return (
    <Stack gap={4}>
      {format ? (
        <Text size="sm" fw={500}>
          {t(`sandbox.format.${format}`)}
        </Text>
      ) : null}
      {location ? <Text size="sm">{t('sandbox.location', { location })}</Text> : null}
      {tags ? <Text size="sm">{t('sandbox.tags', { names: names(tags) })}</Text> : null}
      {collaborators ? (
        <Text size="sm">{t('sandbox.collaborators', { names: names(collaborators) })}</Text>
      ) : null}
      {poll ? (
        <Stack gap={2} aria-label={t('sandbox.poll', { count: poll.durationDays })} role="group">
          <Text size="sm" fw={500}>
            {t('sandbox.poll', { count: poll.durationDays })}
          </Text>
          <Text size="sm">{poll.question}</Text>
          <List size="sm">
            {poll.options.map((option) => (
              <List.Item key={option}>{option}</List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </Stack>
  );
}

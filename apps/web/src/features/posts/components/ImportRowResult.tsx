import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportRow } from '../csv/import-rows.ts';
import type { RowOutcome } from '../hooks/use-csv-import.ts';
import { postErrorTexts } from '../post-error-text.ts';

interface ImportRowResultProps {
  row: ImportRow;
  outcome: RowOutcome | undefined;
}

/** A row's problems found in the browser, else where its sending stands. */
export function ImportRowResult({ row, outcome }: ImportRowResultProps) {
  const { t } = useTranslation(['posts', 'pages', 'issues']);
  const problems =
    row.problems.length > 0
      ? row.problems.map((problem) => t(`import.problems.${problem.key}`, { ...problem.params }))
      : outcome?.state === 'failed'
        ? postErrorTexts(t, outcome.error)
        : [];
  if (problems.length > 0) {
    return (
      <List size="sm" c="red" spacing={2}>
        {problems.map((problem) => (
          <List.Item key={problem}>{problem}</List.Item>
        ))}
      </List>
    );
  }
  if (outcome?.state === 'created') {
    return (
      <Text size="sm" c="green">
        {t('import.created')}
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      {outcome?.state === 'sending' ? t('import.sending') : t('import.ready')}
    </Text>
  );
}

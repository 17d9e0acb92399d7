import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import { exampleCsv } from '../csv/example-csv.ts';
import { downloadFile } from '../download-file.ts';

/** An example import file, filled with the account's own page names. */
export function ExampleCsvButton({ pageNames }: { pageNames: readonly string[] }) {
  const { t } = useTranslation('posts');
  const timeZone = useTimeZone();
  const download = () => {
    const text = exampleCsv(
      pageNames,
      {
        scheduled: t('import.example.scheduled'),
        draft: t('import.example.draft'),
        pageName: t('import.example.pageName'),
      },
      timeZone,
    );
    // The byte-order mark makes Excel read the file as UTF-8 (accents, emoji).
    downloadFile(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }), 'posts-example.csv');
  };
  return (
    <Button variant="subtle" onClick={download}>
      {t('import.example.button')}
    </Button>
  );
}

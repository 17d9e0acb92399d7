import { Alert, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../../lib/translate-error.ts';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import { usePages } from '../../pages/api/get-pages.ts';
import { checkImportRows } from '../csv/import-rows.ts';
import { useCsvImport } from '../hooks/use-csv-import.ts';
import { type CsvFile, readImportFile } from '../read-import-file.ts';
import { ExampleCsvButton } from './ExampleCsvButton.tsx';
import { ImportPreview } from './ImportPreview.tsx';
import { ImportProgress } from './ImportProgress.tsx';

/**
 * CSV import: choose a file, read the preview with each row's problems, import the valid rows.
 * Nothing is sent before the user asks; the dialog stays open while rows are being sent.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['posts', 'pages', 'issues']);
  const pages = usePages();
  const timeZone = useTimeZone();
  const [file, setFile] = useState<File | null>(null);
  const [read, setRead] = useState<CsvFile | null>(null);
  const importer = useCsvImport();
  const latest = useRef<File | null>(null);
  const running = importer.phase === 'running';

  // Checked against the account's pages once both the file and the pages are there.
  const rows = useMemo(
    () => (read?.records && pages.data ? checkImportRows(read.records, pages.data, timeZone) : []),
    [read, pages.data, timeZone],
  );
  const valid = rows.filter((row) => row.request);

  const choose = async (chosen: File | null) => {
    importer.reset();
    setFile(chosen);
    setRead(null);
    latest.current = chosen;
    if (!chosen) return;
    const answer = await readImportFile(chosen);
    // A file chosen meanwhile wins over this one.
    if (latest.current === chosen) setRead(answer);
  };

  return (
    <Modal
      opened
      onClose={() => (running ? undefined : onClose())}
      closeOnClickOutside={!running}
      withCloseButton={!running}
      title={t('import.title')}
      size="xl"
    >
      <Stack gap="md">
        <Text size="sm">{t('import.help')}</Text>
        <Text size="sm">{t('import.helpTexts')}</Text>
        <Text size="sm" fw={500}>
          {t('import.zone', { zone: timeZone })}
        </Text>
        <Group align="flex-end" gap="sm">
          <FileInput
            label={t('import.file')}
            placeholder={t('import.pick')}
            accept=".csv,text/csv"
            value={file}
            onChange={(chosen) => void choose(chosen)}
            disabled={running || !pages.data}
            clearable
            style={{ flex: 1 }}
          />
          <ExampleCsvButton pageNames={(pages.data ?? []).map((page) => page.name)} />
        </Group>
        {pages.isError ? (
          <Alert color="red" role="alert">
            {translateError(t, pages.error)}
          </Alert>
        ) : null}
        {read?.problem ? (
          <Alert color="red" role="alert">
            {t(`import.fileProblems.${read.problem.key}`, { ...read.problem.params })}
          </Alert>
        ) : null}
        {rows.length > 0 ? (
          <>
            <Text size="sm" fw={500}>
              {t('import.summary', { valid: valid.length, total: rows.length })}
            </Text>
            <ImportPreview rows={rows} outcomes={importer.outcomes} />
          </>
        ) : null}
        {importer.phase !== 'ready' ? <ImportProgress rows={valid} outcomes={importer.outcomes} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={running}>
            {t('import.close')}
          </Button>
          <Button
            onClick={() => void importer.start(valid)}
            disabled={valid.length === 0 || importer.phase !== 'ready'}
            loading={running}
          >
            {t('import.submit', { count: valid.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

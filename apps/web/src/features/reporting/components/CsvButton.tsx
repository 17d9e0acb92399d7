import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { useCan } from '../../auth/use-can.ts';
import { downloadFile } from '../../posts/download-file.ts';
import { reportCsv } from '../api/get-report.ts';
import type { ReportFilters } from '../hooks/use-report-filters.ts';

/** Downloads one table of the section as `report-<section>-<table>-<from>-<to>.csv`. */
export function CsvButton({
  filters,
  table,
  period,
  label,
}: {
  filters: ReportFilters;
  table: string;
  period: { from: string; to: string };
  label: string;
}) {
  const { t } = useTranslation('reporting');
  const canExport = useCan('export_reports');
  const [busy, setBusy] = useState(false);
  if (!canExport) return null;
  const run = async () => {
    setBusy(true);
    try {
      const file = await reportCsv(filters, table);
      downloadFile(file, `report-${filters.section}-${table}-${period.from}-${period.to}.csv`);
    } catch (error) {
      notifyError(translateError(t, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="compact-sm"
      variant="default"
      loading={busy}
      onClick={() => void run()}
      aria-label={t('csv.label', { table: label })}
    >
      {t('csv.button')}
    </Button>
  );
}

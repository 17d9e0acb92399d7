import { ScrollArea, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import type { ImportRow } from '../csv/import-rows.ts';
import { formatDateTime, shorten } from '../format.ts';
import type { RowOutcome } from '../hooks/use-csv-import.ts';
import { ImportRowResult } from './ImportRowResult.tsx';

interface ImportPreviewProps {
  rows: readonly ImportRow[];
  outcomes: ReadonlyMap<number, RowOutcome>;
}

/** Every row of the file as it will be sent, with what is wrong with it, then how it went. */
export function ImportPreview({ rows, outcomes }: ImportPreviewProps) {
  const { t, i18n } = useTranslation('posts');
  const timeZone = useTimeZone();
  return (
    <ScrollArea.Autosize mah={360} type="auto">
      <Table striped withTableBorder verticalSpacing="xs" aria-label={t('import.previewLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('import.columns.row')}</Table.Th>
            <Table.Th>{t('import.columns.pages')}</Table.Th>
            <Table.Th>{t('import.columns.message')}</Table.Th>
            <Table.Th>{t('import.columns.scheduledAt')}</Table.Th>
            <Table.Th>{t('import.columns.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.row} aria-label={t('import.rowLabel', { row: row.row })}>
              <Table.Td>{row.row}</Table.Td>
              <Table.Td>{row.pageNames.length > 0 ? row.pageNames.join(', ') : row.pageText}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{shorten(row.message, 80)}</Table.Td>
              <Table.Td>
                {row.scheduledAt
                  ? formatDateTime(row.scheduledAt.toISOString(), i18n.language, timeZone)
                  : t('import.draft')}
              </Table.Td>
              <Table.Td>
                <ImportRowResult row={row} outcome={outcomes.get(row.row)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

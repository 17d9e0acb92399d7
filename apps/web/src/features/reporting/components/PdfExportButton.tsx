import { Alert, Badge, Button, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import type { ReportPdf, ReportPdfRequest } from '@pagewise/shared/report-exports';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { useCan } from '../../auth/use-can.ts';
import { PlanGate } from '../../plan/components/PlanGate.tsx';
import { useReportPdfs, useRequestReportPdf } from '../api/report-exports.ts';

const statusColour: Record<ReportPdf['status'], string> = {
  in_progress: 'blue',
  sent: 'green',
  failed: 'red',
};
/** The PDFs the panel lists: the latest few; older ones are in the e-mails. */
const shown = 5;

/**
 * "PDF by e-mail" on the reporting screen: asks for the PDF of the report on screen (its period
 * and scope), says it will come by e-mail, and lists the latest PDFs with their state (spec §4).
 */
export function PdfExportButton({ query }: { query: ReportPdfRequest }) {
  const { t } = useTranslation(['reporting-exports', 'errors']);
  const allowed = useCan('export_reports');
  const pdfs = useReportPdfs(allowed);
  const request = useRequestReportPdf();
  if (!allowed) return null;
  const ask = () =>
    request.mutate(
      {
        period: query.period,
        ...(query.period === 'custom' ? { from: query.from, to: query.to } : {}),
        ...(query.pageId ? { pageId: query.pageId } : {}),
        ...(query.groupId ? { groupId: query.groupId } : {}),
      },
      { onSuccess: () => notifySuccess(t('pdf.asked')) },
    );
  const waiting = pdfs.data?.some((pdf) => pdf.status === 'in_progress') ?? false;
  return (
    <Stack gap="xs" aria-label={t('pdf.region')} role="region">
      <Group>
        <PlanGate feature="pdfExport" label={t('pdf.ask')}>
          <Button variant="light" onClick={ask} loading={request.isPending}>
            {t('pdf.ask')}
          </Button>
        </PlanGate>
        {waiting ? (
          <Text size="sm" c="dimmed" role="status">
            {t('pdf.inProgressHint')}
          </Text>
        ) : null}
      </Group>
      {request.isError ? (
        <Alert color="red" role="alert">
          {translateError(t, request.error)}
        </Alert>
      ) : null}
      <RecentPdfs pdfs={pdfs} />
    </Stack>
  );
}

function RecentPdfs({ pdfs }: { pdfs: ReturnType<typeof useReportPdfs> }) {
  const { t, i18n } = useTranslation(['reporting-exports', 'errors']);
  if (pdfs.isPending) return <Skeleton height={24} role="status" aria-label={t('pdf.loading')} />;
  if (pdfs.isError) {
    return (
      <Alert color="red" role="alert" title={t('pdf.loadFailed')}>
        <Group gap="sm">
          <Text size="sm">{translateError(t, pdfs.error)}</Text>
          <Button size="compact-sm" variant="light" color="red" onClick={() => void pdfs.refetch()}>
            {t('retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (pdfs.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('pdf.empty')}
      </Text>
    );
  }
  return (
    <List spacing={4} size="sm" listStyleType="none" aria-label={t('pdf.recent')}>
      {pdfs.data.slice(0, shown).map((pdf) => (
        <List.Item key={pdf.id}>
          <PdfLine pdf={pdf} language={i18n.language} />
        </List.Item>
      ))}
    </List>
  );
}

/** A day written in the reader's language ("12 March 2026"), read as the calendar day it is. */
export function formatReportDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

export function PdfLine({ pdf, language }: { pdf: ReportPdf; language: string }) {
  const { t } = useTranslation('reporting-exports');
  const asked = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(pdf.createdAt),
  );
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge color={statusColour[pdf.status]} variant="light">
        {t(`status.${pdf.status}`)}
      </Badge>
      <Text size="sm">
        {t('pdf.line', {
          from: formatReportDay(pdf.from, language),
          to: formatReportDay(pdf.to, language),
          asked,
        })}
        {pdf.status === 'failed' ? ` ${t('pdf.failed')}` : ''}
      </Text>
    </Group>
  );
}

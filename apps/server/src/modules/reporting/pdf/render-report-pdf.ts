import { type DocumentProps, renderToBuffer } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { type ReportPdfContent, reportDocument } from './report-document.ts';

/** The PDF's bytes and how many pages it has (each page object of the file is counted). */
export async function renderReportPdf(
  content: ReportPdfContent,
): Promise<{ bytes: Buffer; pageCount: number }> {
  const bytes = await renderToBuffer(reportDocument(content) as ReactElement<DocumentProps>);
  return { bytes, pageCount: countPdfPages(bytes) };
}

/** Page objects of a PDF (`/Type /Page`, not the `/Pages` tree): react-pdf writes them uncompressed. */
export function countPdfPages(bytes: Buffer): number {
  return bytes.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

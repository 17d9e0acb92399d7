import { formatAmount, formatDate } from './periods.ts';
import type { Invoice } from './types.ts';

/** A small, valid PDF of an invoice: one page with its number, date, lines and total. */
export function invoicePdf(invoice: Invoice): Uint8Array {
  const text = [
    `Invoice ${invoice.number ?? invoice.id}`,
    `Date: ${formatDate(invoice.created)}   Status: ${invoice.status}`,
    ...invoice.lines.data.map(
      (line) => `${line.description}: ${formatAmount(line.amount, invoice.currency)}`,
    ),
    `Total: ${formatAmount(invoice.total, invoice.currency)}   Amount due: ${formatAmount(invoice.amount_due, invoice.currency)}`,
    'Issued by the Stripe fake (test mode).',
  ];
  const pdfText = (line: string) => line.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, '\\$&');
  const stream = `BT /F1 12 Tf 56 780 Td 16 TL ${text.map((line) => `(${pdfText(line)}) '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

import type { PdfRendererAnswer, PdfRendererRequest } from './pdf-renderer.ts';
import { renderReportPdf } from './render-report-pdf.ts';

/**
 * The PDF renderer's own process (pdf-renderer.ts forks it): react-pdf and the document's
 * components only, never the server, so that drawing a report costs the memory of drawing it.
 * One request at a time; a drawing that throws is answered with its reason, and the process goes on.
 */
process.on('message', async (request: PdfRendererRequest) => {
  let answer: PdfRendererAnswer;
  try {
    const { bytes, pageCount } = await renderReportPdf(request.content);
    answer = { id: request.id, bytes, pageCount, peakRssBytes: peakRssBytes() };
  } catch (error) {
    answer = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  process.send?.(answer);
});

// The server that forked it is gone (stopped, or killed): nothing more will be asked.
process.on('disconnect', () => process.exit(0));

/** The process's high-water mark (`maxRSS` is in kibibytes). */
const peakRssBytes = () => process.resourceUsage().maxRSS * 1024;

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
  // V8 would rather grow the heap than collect it (a second 14-page PDF took the process from 220
  // to 320 MB): a full collection between PDFs, once the answer is out, keeps its peak one PDF's.
  process.send?.(answer, () => collectGarbage?.({ type: 'major', execution: 'sync', flavor: 'last-resort' }));
});

// The server that forked it is gone (stopped, or killed): nothing more will be asked.
process.on('disconnect', () => process.exit(0));

/** Exposed by the renderer's own flags (platform/node-flags.ts), to it alone. */
const collectGarbage = globalThis.gc;

/** The process's high-water mark (`maxRSS` is in kibibytes). */
const peakRssBytes = () => process.resourceUsage().maxRSS * 1024;

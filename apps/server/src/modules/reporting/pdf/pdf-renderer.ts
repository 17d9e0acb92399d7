import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pdfRendererNodeFlags } from '../../../platform/node-flags.ts';
import type { ReportPdfContent } from './report-document.ts';

export type PdfRendererRequest = { id: number; content: ReportPdfContent };
export type PdfRendererAnswer =
  | { id: number; bytes: Uint8Array; pageCount: number; peakRssBytes: number }
  | { id: number; error: string };

export type RenderedPdf = {
  bytes: Buffer;
  pageCount: number;
  /** The renderer process's high-water mark so far (its life, not this PDF alone). */
  rendererPeakRssBytes: number;
};

export type PdfRenderer = {
  /** Draws a report in the renderer process, started on the first call and again after it stopped. */
  render(content: ReportPdfContent): Promise<RenderedPdf>;
  /** The renderer process's id while it runs. */
  readonly pid: number | undefined;
  /** Stops the renderer process, if it runs; the next `render` starts another. */
  stop(): void;
};

const childModule = fileURLToPath(new URL('./pdf-renderer-child.ts', import.meta.url));

/**
 * Report PDFs are drawn in a process of their own (pdf-renderer-child.ts), which loads react-pdf and
 * the document's components, not the server: issue 19 asks ≤ 300 MB of the process that builds a
 * PDF, and drawn in the worker a 14-page PDF took it to 383 MB (bench/README.md, "Report PDF").
 * One such process per server process, kept between PDFs (starting it and loading react-pdf costs
 * about 0.5 s, most of a build), stopped once idle and replaced after `pdfsPerProcess` PDFs
 * (react-pdf keeps about 3 MB of each PDF it drew). PDFs are drawn one after another, so that its
 * memory is one PDF's. A process that dies or overruns `timeoutMs` fails that PDF with the reason,
 * and the next PDF starts a new one.
 */
export function createPdfRenderer(options: {
  timeoutMs: number;
  idleMs: number;
  pdfsPerProcess: number;
}): PdfRenderer {
  let child: ChildProcess | undefined;
  /** PDFs drawn by the current process. */
  let drawn = 0;
  let lastId = 0;
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  let idleTimer: NodeJS.Timeout | undefined;

  function start(): ChildProcess {
    drawn = 0;
    const started = fork(childModule, [], {
      execArgv: [...typeScriptFlags(process.execArgv), ...pdfRendererNodeFlags],
      // Structured clone: the content's dates and the logo's bytes cross as they are, and the PDF
      // comes back as bytes, not as JSON numbers.
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    started.on('exit', () => {
      if (child === started) child = undefined;
    });
    // An error (it could not start, or a message could not reach it) also ends the draw under way.
    started.on('error', () => {
      if (child === started) child = undefined;
      started.kill('SIGKILL');
    });
    return started;
  }

  /** While it has nothing to draw, the renderer keeps nobody's event loop alive, nor itself for long. */
  function rest(resting: ChildProcess) {
    resting.unref();
    resting.channel?.unref();
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (child === resting && waiting === 0) stop();
    }, options.idleMs);
    idleTimer.unref();
  }

  function draw(content: ReportPdfContent): Promise<RenderedPdf> {
    clearTimeout(idleTimer);
    child ??= start();
    const drawing = child;
    drawing.ref();
    drawing.channel?.ref();
    const id = ++lastId;
    return new Promise<RenderedPdf>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        drawing.off('message', answered);
        drawing.off('exit', exited);
        drawing.off('error', failed);
      };
      const answered = (answer: PdfRendererAnswer) => {
        if (answer.id !== id) return;
        done();
        drawn += 1;
        if (drawn >= options.pdfsPerProcess && child === drawing) stop();
        if ('error' in answer) reject(new Error(`the PDF could not be drawn: ${answer.error}`));
        else
          resolve({
            bytes: Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength),
            pageCount: answer.pageCount,
            rendererPeakRssBytes: answer.peakRssBytes,
          });
      };
      const exited = (code: number | null, signal: NodeJS.Signals | null) => {
        done();
        reject(new Error(`the PDF renderer stopped while drawing (${signal ?? `exit code ${code}`})`));
      };
      const failed = (error: Error) => {
        done();
        reject(new Error(`the PDF renderer failed: ${error.message}`));
      };
      const timer = setTimeout(() => {
        done();
        if (child === drawing) child = undefined;
        drawing.kill('SIGKILL');
        reject(new Error(`the PDF renderer took longer than ${options.timeoutMs / 1000} s and was stopped`));
      }, options.timeoutMs);
      drawing.on('message', answered);
      drawing.on('exit', exited);
      drawing.on('error', failed);
      drawing.send({ id, content } satisfies PdfRendererRequest);
    });
  }

  function stop() {
    clearTimeout(idleTimer);
    const stopping = child;
    child = undefined;
    // Closing its channel ends it (pdf-renderer-child.ts).
    if (stopping?.connected) stopping.disconnect();
  }

  return {
    render(content) {
      waiting += 1;
      const result = queue.then(() => draw(content));
      queue = result
        .catch(() => undefined)
        .finally(() => {
          waiting -= 1;
          if (waiting === 0 && child) rest(child);
        });
      return result;
    },
    get pid() {
      return child?.pid;
    },
    stop,
  };
}

/**
 * The flags the server was started with that load its TypeScript (Node 24 strips types by
 * default; an older or differently started Node may have been told to): the renderer loads the
 * same `.ts` files. The rest (memory sizes, inspectors, a test runner's loaders) are not its own.
 */
function typeScriptFlags(execArgv: readonly string[]): string[] {
  return execArgv.filter((flag) => /^--(no-)?experimental-(strip|transform)-types$/.test(flag));
}

/** The server process's renderer (build-report-pdf.ts). */
export const pdfRenderer: PdfRenderer = createPdfRenderer({
  // Far beyond a PDF's few seconds (issue 19: ≤ 5 s), well within the job's 15-minute expiry, so
  // that a stuck drawing fails its PDF before the queue hands the job to another worker.
  timeoutMs: 120_000,
  // A worker draws scheduled reports in bursts (Monday and the 1st at 06:00) and on request.
  idleMs: 10 * 60_000,
  // 30 MB of what react-pdf keeps at most: a 14-page PDF peaks at about 200 MB in a new process.
  pdfsPerProcess: 10,
});

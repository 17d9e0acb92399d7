import {
  reportPdf,
  reportPdfList,
  reportPdfRequest,
  reportSchedule,
  reportScheduleInput,
  reportScheduleList,
} from '@pagewise/shared/report-exports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { idParams } from '../../platform/route-params.ts';
import { listReportPdfs } from './list-report-pdfs.ts';
import { openReportPdf } from './open-report-pdf.ts';
import {
  createReportSchedule,
  deleteReportSchedule,
  findReportSchedule,
  listReportSchedules,
  updateReportSchedule,
} from './report-schedules.ts';
import { requestReportPdf } from './request-report-pdf.ts';

const tags = ['reporting'];
const errors = ['forbidden', 'not_found', 'invalid_data'] as const;

/** `/api/reporting/pdfs` and `/api/reporting/schedules`: a report's PDF by e-mail, scheduled reports. */
export function reportExportRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/reporting/pdfs',
      {
        config: { access: 'session', errors: [...errors] },
        schema: {
          summary: "Ask for a report's PDF, e-mailed when ready",
          operationId: 'requestReportPdf',
          tags,
          description: '202 with the PDF in progress; a job builds it and e-mails the caller a link to it.',
          body: reportPdfRequest,
          response: { 202: reportPdf },
        },
      },
      async (request, reply) =>
        reply.status(202).send(await requestReportPdf(context, authOf(request), request.body)),
    );

    app.get(
      '/reporting/pdfs',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: "List the account's latest report PDFs",
          operationId: 'listReportPdfs',
          tags,
          response: { 200: reportPdfList },
        },
      },
      async (request) => ({ pdfs: await listReportPdfs(context, authOf(request)) }),
    );

    app.get(
      '/reporting/pdfs/:id/download',
      {
        config: { access: 'public', errors: ['invalid_token', 'report_pdf_expired', 'not_found'] },
        schema: {
          summary: "Download a report's PDF with its e-mailed link",
          operationId: 'downloadReportPdf',
          tags,
          description: 'The link e-mailed when the PDF is ready: its token stands in for a session.',
          params: idParams,
          querystring: z.object({
            token: z
              .string({ error: 'validation.required' })
              .min(1, { error: 'validation.required' })
              .max(200),
          }),
          produces: ['application/pdf'],
        },
      },
      async (request, reply) => {
        const pdf = await openReportPdf(context, request.params.id, request.query.token);
        return reply
          .headers({
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="${pdf.fileName}"`,
            // A client's report: no shared cache keeps a copy.
            'cache-control': 'private, no-store',
            ...(pdf.bytes === null ? {} : { 'content-length': String(pdf.bytes) }),
          })
          .send(pdf.content);
      },
    );

    app.get(
      '/reporting/schedules',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: "List the account's scheduled reports",
          operationId: 'listReportSchedules',
          tags,
          response: { 200: reportScheduleList },
        },
      },
      async (request) => ({ schedules: await listReportSchedules(context, authOf(request)) }),
    );

    app.post(
      '/reporting/schedules',
      {
        config: { access: 'session', errors: [...errors] },
        schema: {
          summary: 'Schedule a report, e-mailed every week or month to a list of addresses',
          operationId: 'createReportSchedule',
          tags,
          body: reportScheduleInput,
          response: { 201: reportSchedule },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createReportSchedule(context, authOf(request), request.body)),
    );

    app.put(
      '/reporting/schedules/:id',
      {
        config: { access: 'session', errors: [...errors] },
        schema: {
          summary: 'Change a scheduled report',
          operationId: 'updateReportSchedule',
          tags,
          params: idParams,
          body: reportScheduleInput,
          response: { 200: reportSchedule },
        },
      },
      async (request) => updateReportSchedule(context, authOf(request), request.params.id, request.body),
    );

    app.delete(
      '/reporting/schedules/:id',
      {
        config: { access: 'session', errors: ['forbidden', 'not_found'] },
        schema: {
          summary: 'Delete a scheduled report (its deliveries stay listed)',
          operationId: 'deleteReportSchedule',
          tags,
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deleteReportSchedule(context, authOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/reporting/schedules/:id/deliveries',
      {
        config: { access: 'session', errors: ['forbidden', 'not_found'] },
        schema: {
          summary: "List a scheduled report's deliveries, newest first",
          operationId: 'listReportScheduleDeliveries',
          tags,
          params: idParams,
          response: { 200: reportPdfList },
        },
      },
      async (request) => {
        const auth = authOf(request);
        const schedule = await findReportSchedule(context, auth, request.params.id);
        return { pdfs: await listReportPdfs(context, auth, { scheduleId: schedule.id, limit: 50 }) };
      },
    );
  };
}

import { addCompetitorRequest, competitor, competitorList } from '@pagewise/shared/competitors';
import { report, reportQuery, reportSections } from '@pagewise/shared/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { idParams } from '../../platform/route-params.ts';
import { authorize } from '../users/access.ts';
import { addCompetitor, deleteCompetitor, listCompetitors } from './competitors.ts';
import { readReport } from './read-report.ts';
import { reportCsv, reportTables } from './report-csv.ts';

const tags = ['reporting'];
const sectionParams = z.object({ section: z.enum(reportSections, { error: 'validation.invalid' }) });
const errors = ['forbidden', 'not_found', 'invalid_data'] as const;

export function reportingRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/reporting/:section',
      {
        config: { access: 'session', errors: [...errors] },
        schema: {
          summary: 'Read one section of a report over a period, for a page, a group or every page',
          operationId: 'getReportSection',
          tags,
          params: sectionParams,
          querystring: reportQuery,
          response: { 200: report },
        },
      },
      async (request) => readReport(context, authOf(request), request.params.section, request.query),
    );

    app.get(
      '/reporting/:section/csv',
      {
        config: { access: 'session', errors: [...errors] },
        schema: {
          summary: "Export one table of a report's section as CSV",
          operationId: 'exportReportTable',
          tags,
          params: sectionParams,
          querystring: reportQuery.extend({
            table: z.enum(reportTables, { error: 'validation.invalid' }),
          }),
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        const { section } = request.params;
        const found = await readReport(context, auth, section, request.query);
        authorize(auth, 'export_reports');
        const { from, to } = found.period;
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="report-${section}-${request.query.table}-${from}-${to}.csv"`,
          )
          .send(reportCsv(found, request.query.table));
      },
    );

    app.get(
      '/competitors',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: "The account's competitors: public pages whose figures reports compare",
          operationId: 'listCompetitors',
          tags,
          response: { 200: competitorList },
        },
      },
      async (request) => ({ competitors: await listCompetitors(context, authOf(request)) }),
    );

    app.post(
      '/competitors',
      {
        config: { access: 'session', errors: ['forbidden', 'invalid_data'] },
        schema: {
          summary: 'Follow a public page as a competitor, by its address or handle',
          operationId: 'addCompetitor',
          tags,
          body: addCompetitorRequest,
          response: { 201: competitor },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await addCompetitor(context, authOf(request), request.body)),
    );

    app.delete(
      '/competitors/:id',
      {
        config: { access: 'session', errors: ['forbidden', 'not_found'] },
        schema: {
          summary: 'Stop following a competitor',
          operationId: 'deleteCompetitor',
          tags,
          params: idParams,
        },
      },
      async (request, reply) => {
        await deleteCompetitor(context, authOf(request), request.params.id);
        return reply.code(204).send();
      },
    );
  };
}

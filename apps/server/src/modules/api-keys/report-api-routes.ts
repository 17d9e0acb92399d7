import { report, reportQuery, reportSections } from '@pagewise/shared/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiKeyOf } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { readReport } from '../reporting/read-report.ts';

const sectionParams = z.object({ section: z.enum(reportSections, { error: 'validation.invalid' }) });

/**
 * /api/v1: what a program reads with an API key of the account, and nothing else (a session is
 * not accepted here, a key nowhere else). Versioned: its answers keep their shape for clients
 * written against them.
 */
export function reportApiRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/reports/:section',
      {
        config: { access: 'api-key', errors: ['not_found', 'plan_limit'] },
        schema: {
          summary:
            'Read one section of a report over a period, for a page, a group or every page, with an API key',
          description:
            "The same report as the dashboard's, read as the key's account with every page. " +
            'A page or a group of another account is not found (404).',
          operationId: 'readReportWithApiKey',
          tags: ['reporting API'],
          params: sectionParams,
          querystring: reportQuery,
          response: { 200: report },
        },
      },
      async (request) => readReport(context, apiKeyOf(request).auth, request.params.section, request.query),
    );
  };
}

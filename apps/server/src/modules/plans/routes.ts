import { accountPlan, contactRequest } from '@pagewise/shared/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { getAccountPlan } from './get-account-plan.ts';
import { sendContactRequest } from './send-contact-request.ts';

const tags = ['plans'];

/** `/api/plan`: the account's plan as every role reads it, and the plan screen's contact request. */
export function planRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/plan',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: "The account's plan in force, its numbers and features, what the account uses, its trial",
          operationId: 'getAccountPlan',
          tags,
          response: { 200: accountPlan },
        },
      },
      async (request) => getAccountPlan(context, authOf(request)),
    );

    app.post(
      '/plan/contact',
      {
        config: { access: 'session' },
        schema: {
          summary: 'Send a contact request to the sales team (the plan screen)',
          operationId: 'sendPlanContactRequest',
          tags,
          body: contactRequest,
          response: { 202: z.null() },
        },
      },
      async (request, reply) => {
        await sendContactRequest(context, authOf(request), request.body);
        return reply.status(202).send(null);
      },
    );
  };
}

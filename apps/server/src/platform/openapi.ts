import { STATUS_CODES } from 'node:http';
import type {
  FastifyDynamicSwaggerOptions,
  SwaggerTransform,
  SwaggerTransformObject,
} from '@fastify/swagger';
import { apiKeyRequestsPerMinute } from '@pagewise/shared/api-keys';
import { plannerTokenHeader } from '@pagewise/shared/collaboration';
import { errorKeys, errorStatus } from '@pagewise/shared/errors';
import { nameSchemas } from '@pagewise/shared/schema-names';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Access, accessKinds } from './auth-guard.ts';
import { isRateLimited } from './rate-limit-rules.ts';
import { uploadField } from './uploads.ts';

type Json = Record<string, unknown>;
type Operation = Json & { responses?: Record<string, Json> };

/** The domains of the API, each operation under one; clients group their calls by them. */
const apiTags = {
  health: 'Whether the server, its database and its job queue are up.',
  auth: 'Sign-up, e-mail confirmation, login and logout, password reset and change.',
  users: 'My profile, picture and notification settings; the users of the account (Manage users).',
  account: "The account's export of its data, and the deletion of the account.",
  overview: "The dashboard's overview: latest outcomes, next posts, what needs action, onboarding.",
  inbox:
    "The moderation inbox: comments, messages, mentions and reviews of the pages; replies, moderation, notes, rules, its change events and its collection's problems.",
  reporting:
    "Reports of the pages' figures over a period: each section, its CSV tables, PDFs by e-mail, scheduled reports, competitors and API keys.",
  pages: 'Networks and their connection (OAuth or form), the pages of the account and their boards.',
  groups: 'Groups of pages, to post on several pages at once.',
  posts: 'Posts and their publications, templates, history and CSV export.',
  media: 'Images, videos and documents uploaded for posts.',
  planner: "The planner's events of a period, a page's posting slots and its optimal times.",
  collaboration:
    "The validation workflow: a post's assignment, validation and notes; the account's settings.",
  validators: 'External validators of the shared planner, and their access links.',
  'shared planner': "What an external validator reaches with their link's token.",
  sandbox:
    'The built-in simulated network: a page as it shows there, its audience writing now, and a token to revoke.',
  sources: 'Content sources: the custom sources of the account and the catalogue of suggested ones.',
  bots: 'Bots that post from sources on a page, their previews in the planner and their runs.',
  'reporting API': `Reports read by a program with an API key of the account (\`Authorization: Bearer pw_…\`, ${apiKeyRequestsPerMinute} requests a minute per key); administrators create keys in Settings → API keys.`,
  webhooks:
    'Where Meta and Threads push news of comments, mentions and messages, and Stripe its billing events (signed, no session).',
  plans:
    "The account's plan as every role reads it (its numbers, features, usage and trial), and the plan screen's contact request.",
  billing:
    'Paying for the plan with Stripe (administrators): choosing a plan, Stripe Checkout for the payment method, promo codes, invoices and billing information.',
} as const;

const securitySchemes = {
  session: {
    type: 'http',
    scheme: 'bearer',
    description: 'The session token answered by `POST /api/auth/login`, as `Authorization: Bearer <token>`.',
  },
  plannerToken: {
    type: 'apiKey',
    in: 'header',
    name: plannerTokenHeader,
    description: "The token of an external validator's shared-planner link.",
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'pw_…',
    description:
      'An API key of the account (`pw_…`, shown once when an administrator creates it), as `Authorization: Bearer <key>`. Sessions are not accepted.',
  },
} as const;

/** The OpenAPI `security` of each kind of access (auth-guard.ts runs the matching guard). */
const securityOf: Record<Access, { [scheme in keyof typeof securitySchemes]?: [] }[]> = {
  public: [],
  session: [{ session: [] }],
  'planner-token': [{ plannerToken: [] }],
  'api-key': [{ apiKey: [] }],
};

/** The errors every route of a kind can answer, whatever it does. */
const errorsOfAccess: Record<Access, number[]> = {
  public: [],
  session: [errorStatus.unauthorized],
  'planner-token': [errorStatus.planner_link_invalid],
  'api-key': [errorStatus.unauthorized],
};

const bodylessMethods = new Set(['GET', 'HEAD']);
/** Carries a route's error statuses from the route's transform to the whole document's. */
const errorStatusesKey = 'x-pagewise-error-statuses';

/** `Unprocessable Entity` → `UnprocessableEntity`: the component name of a status's answer. */
const responseName = (status: number) =>
  (STATUS_CODES[status] ?? `Status${status}`).replace(/[^A-Za-z]/g, '');

/** The error answers of one route: from its access, its input and the keys it declares. */
function errorStatusesOf(route: RouteOptions, schema: FastifySchema): number[] {
  const access = route.config?.access as Access;
  const statuses = new Set<number>([errorStatus.internal_error, ...errorsOfAccess[access]]);
  const method = [route.method].flat()[0] ?? 'GET';
  const takesBody = !bodylessMethods.has(method);
  if (takesBody || schema.querystring || schema.params) statuses.add(errorStatus.invalid_data);
  // A body may be malformed, too large or of a type no parser reads, whatever the route does with it.
  if (takesBody) {
    statuses.add(errorStatus.payload_too_large);
    statuses.add(errorStatus.unsupported_media_type);
  }
  if (schema.params) statuses.add(errorStatus.not_found);
  if (isRateLimited(route.url)) statuses.add(errorStatus.too_many_requests);
  for (const key of route.config?.errors ?? []) statuses.add(errorStatus[key]);
  return [...statuses].sort((a, b) => a - b);
}

/** The body of a route that reads one file itself with @fastify/multipart: described, never validated. */
const uploadForm = {
  type: 'object',
  required: [uploadField],
  properties: { [uploadField]: { type: 'string', format: 'binary', description: 'The file.' } },
};

/** The answer of a route that sends a file (`produces`) rather than JSON. */
const fileAnswer = (type: string) => ({
  description: 'The file.',
  content: {
    [type]: { schema: type.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' } },
  },
});

/**
 * Each route as the document shows it: API routes only (never the web app, the media files or the
 * documentation's own), with the security of its access and the statuses of its error answers.
 */
const documentRoute: SwaggerTransform = (input) => {
  const { url, route } = input;
  if (!url.startsWith('/api/')) return { schema: { hide: true }, url };
  const documented = jsonSchemaTransform(input);
  const schema = documented.schema as FastifySchema & Json;
  if (schema.hide) return documented;
  const access: unknown = route.config?.access;
  if (!accessKinds.includes(access as Access)) throw new Error(`${route.method} ${url} has no access`);
  const produces = schema.produces?.[0];
  return {
    url,
    schema: {
      ...schema,
      security: securityOf[access as Access],
      ...(schema.consumes?.includes('multipart/form-data') && !schema.body
        ? { body: { $ref: '#/components/schemas/FileUpload' } }
        : {}),
      ...(produces && !schema.response ? { response: { 200: fileAnswer(produces) } } : {}),
      [errorStatusesKey]: errorStatusesOf(route, schema),
    },
  };
};

/** The one error shape's answers, one per status, each listing the keys that come with it. */
function errorResponses(statuses: Iterable<number>): Record<string, Json> {
  const responses: Record<string, Json> = {};
  for (const status of [...statuses].sort((a, b) => a - b)) {
    const keys = errorKeys.filter((key) => errorStatus[key] === status).map((key) => `\`${key}\``);
    responses[responseName(status)] = {
      description: `${STATUS_CODES[status]}: ${keys.join(', ')}.`,
      ...(status === 429
        ? {
            headers: {
              'Retry-After': {
                description: 'Seconds to wait before trying again.',
                schema: { type: 'integer', minimum: 0 },
              },
            },
          }
        : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  return responses;
}

const refPrefix = '#/components/schemas/';

function collectRefs(value: unknown, into: Set<string>) {
  if (Array.isArray(value)) for (const item of value) collectRefs(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith(refPrefix))
        into.add(item.slice(refPrefix.length));
      else collectRefs(item, into);
    }
  }
}

function renameRefs(value: unknown, from: string, to: string): unknown {
  if (Array.isArray(value)) return value.map((item) => renameRefs(item, from, to));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === '$ref' && item === `${refPrefix}${from}` ? `${refPrefix}${to}` : renameRefs(item, from, to),
    ]),
  );
}

/**
 * Only the named schemas the operations use; a request schema keeps its own name (zod's registry
 * gives each named schema an `…Input` twin for requests) unless its answer twin differs from it.
 */
function tidySchemas(document: Json): Json {
  let current = document;
  for (;;) {
    const schemas = (current.components as Json).schemas as Record<string, Json>;
    const used = new Set<string>();
    collectRefs({ ...current, components: { ...(current.components as Json), schemas: {} } }, used);
    for (const name of used) collectRefs(schemas[name], used);
    for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
    const twin = Object.keys(schemas).find((name) => {
      if (!name.endsWith('Input')) return false;
      const base = schemas[name.slice(0, -'Input'.length)];
      return !base || JSON.stringify(base) === JSON.stringify(schemas[name]);
    });
    if (!twin) return current;
    const base = twin.slice(0, -'Input'.length);
    schemas[base] = schemas[twin] as Json;
    delete schemas[twin];
    current = renameRefs(current, twin, base) as Json;
  }
}

/** The whole document: named schemas, the shared error answers, each operation's errors by reference. */
const finishDocument: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as Json;
  const used = new Set<number>();
  for (const path of Object.values(document.paths as Record<string, Record<string, Operation>>)) {
    for (const operation of Object.values(path)) {
      const statuses = operation[errorStatusesKey] as number[];
      delete operation[errorStatusesKey];
      const responses = operation.responses ?? {};
      for (const [status, response] of Object.entries(responses)) {
        if (response.description === 'Default Response')
          response.description = STATUS_CODES[status] ?? status;
      }
      for (const status of statuses) {
        used.add(status);
        responses[status] ??= { $ref: `#/components/responses/${responseName(status)}` };
      }
      operation.responses = Object.fromEntries(
        Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)),
      );
    }
  }
  const components = document.components as Json;
  components.responses = errorResponses(used);
  (components.schemas as Json).FileUpload = uploadForm;
  return tidySchemas(document);
};

/** @fastify/swagger's options: the document at `/api/docs/json`. */
export function openApiOptions(options: { version: string }): FastifyDynamicSwaggerOptions {
  // The transforms of fastify-type-provider-zod read the names from zod's global registry.
  nameSchemas(z.globalRegistry);
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pagewise API',
        version: options.version,
        description:
          'Every error answers `{ "error": { "key", "message", "fields"?, "details"? } }`: `key` is stable and ' +
          'translated by clients, `fields` names each invalid field with a `validation.*` key.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // Relative: the API is on the server that serves this document, wherever it is deployed.
      servers: [{ url: '/', description: 'The server serving this document' }],
      tags: Object.entries(apiTags).map(([name, description]) => ({ name, description })),
      components: { securitySchemes },
    },
    transform: documentRoute,
    transformObject: finishDocument,
  };
}

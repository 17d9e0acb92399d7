import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorKey, FieldErrors } from '@pagewise/shared/errors';
import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isLostRace } from './database-errors.ts';
import { AppError } from './errors.ts';

type ValidationIssue = {
  instancePath: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
};

/**
 * Every validation issue, not only the first: field path → `validation.*` key, and the longest a
 * text may be for each field refused as too long (`limits`, in characters), so the message can say
 * it. A length limit the schema gave no key for reads as `validation.too_long`, not as invalid.
 */
function fieldsOf(issues: ValidationIssue[]): {
  fields: FieldErrors;
  limits: Record<string, number>;
  wholeBody: boolean;
} {
  const fields: FieldErrors = {};
  const limits: Record<string, number> = {};
  let wholeBody = false;
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (!path) {
      wholeBody = true;
      continue;
    }
    const tooLong =
      issue.keyword === 'too_big' &&
      issue.params?.origin === 'string' &&
      typeof issue.params.maximum === 'number';
    const fallback = tooLong ? 'validation.too_long' : 'validation.invalid';
    const message = issue.message?.startsWith('validation.') ? issue.message : fallback;
    if (path in fields) continue;
    fields[path] = message;
    if (tooLong && message === 'validation.too_long') limits[path] = Number(issue.params?.maximum);
  }
  return { fields, limits, wholeBody };
}

/** Fastify's own 4xx errors (parser, limits) mapped onto the catalogue's keys. */
function keyForFrameworkError(error: FastifyError): ErrorKey {
  if (error.statusCode === 413) return 'payload_too_large';
  if (error.statusCode === 415) return 'unsupported_media_type';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'missing_data';
  return 'invalid_data';
}

/** The one error handler: `{ error: { key, message, fields?, details? } }`; never 500 for bad input. */
export function handleError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  let appError: AppError;
  if (error instanceof AppError) {
    appError = error;
  } else if (hasZodFastifySchemaValidationErrors(error)) {
    const { fields, limits, wholeBody } = fieldsOf(error.validation);
    appError =
      wholeBody && Object.keys(fields).length === 0
        ? new AppError('missing_data')
        : new AppError('invalid_data', {
            fields,
            ...(Object.keys(limits).length > 0 ? { details: { limits } } : {}),
          });
  } else if (isLostRace(error)) {
    request.log.warn({ err: error }, 'lost a race with another request');
    appError = new AppError('concurrent_change', { cause: error });
  } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    appError = new AppError(keyForFrameworkError(error), { message: error.message });
  } else {
    request.log.error({ err: error }, 'unhandled error');
    appError = new AppError('internal_error', { cause: error });
  }
  if (appError.status >= 500 && appError.key !== 'internal_error')
    request.log.error({ err: appError }, appError.message);
  const retryAfter = appError.details?.retryAfterSeconds;
  if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
  return reply.status(appError.status).send(errorBody(appError));
}

function errorBody(appError: AppError) {
  return {
    error: {
      key: appError.key,
      message: appError.message,
      ...(appError.fields ? { fields: appError.fields } : {}),
      ...(appError.details ? { details: appError.details } : {}),
    },
  };
}

/**
 * Fastify's refusals before any route is found (a malformed percent-encoding in the path, a path
 * parameter over the router's limit): the one shape, and the security headers that helmet's hook,
 * which never runs for them, would have set.
 */
export function answerFrameworkError(securityHeaders: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    void reply.headers(securityHeaders);
    return handleError(error, request, reply);
  };
}

/** What Node refuses before Fastify sees a request, by the parser's error code. */
function keyForClientError(code: string | undefined): ErrorKey {
  if (code === 'HPE_HEADER_OVERFLOW') return 'headers_too_large';
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'request_timeout';
  return 'invalid_data';
}

/**
 * Node's `clientError`: a request its HTTP parser refuses (an address or headers over its 16 KB
 * limit, malformed HTTP, a head sent too slowly) never becomes a request. The answer is written on
 * the socket, whole: status, security headers, the one error shape; then the connection closes.
 */
export function answerClientError(securityHeaders: Record<string, string>, log: FastifyBaseLogger) {
  return (error: Error & { code?: string }, socket: Socket) => {
    // A reset connection is gone: there is no one to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    log.debug({ err: error }, 'client error');
    const pending = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !pending?.headersSent) {
      const key = keyForClientError(error.code);
      const appError = new AppError(key, key === 'invalid_data' ? { message: 'Malformed HTTP request' } : {});
      const body = JSON.stringify(errorBody(appError));
      const headers = {
        ...securityHeaders,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      };
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(
        `HTTP/1.1 ${appError.status} ${STATUS_CODES[appError.status]}\r\n${head.join('')}\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}

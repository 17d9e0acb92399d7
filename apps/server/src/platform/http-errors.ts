import type { ErrorKey, FieldErrors } from '@pagewise/shared/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isLostRace } from './database-errors.ts';
import { AppError } from './errors.ts';

/** Every validation issue, not only the first: field path → `validation.*` key. */
function fieldsOf(issues: { instancePath: string; message?: string }[]): {
  fields: FieldErrors;
  wholeBody: boolean;
} {
  const fields: FieldErrors = {};
  let wholeBody = false;
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (!path) {
      wholeBody = true;
      continue;
    }
    const message = issue.message?.startsWith('validation.') ? issue.message : 'validation.invalid';
    fields[path] ??= message;
  }
  return { fields, wholeBody };
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
    const { fields, wholeBody } = fieldsOf(error.validation);
    appError =
      wholeBody && Object.keys(fields).length === 0
        ? new AppError('missing_data')
        : new AppError('invalid_data', { fields });
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
  return reply.status(appError.status).send({
    error: {
      key: appError.key,
      message: appError.message,
      ...(appError.fields ? { fields: appError.fields } : {}),
      ...(appError.details ? { details: appError.details } : {}),
    },
  });
}

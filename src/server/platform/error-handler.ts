import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, codeForStatus, type FieldErrors } from '@shared/lib/app-error';
import { constraintErrorOf } from '../db/constraint-errors';
import { referenceErrorOf } from '../db/references';

/**
 * Every error leaves the server in one JSON shape, `{ error: { code, message, fields? } }`,
 * never with a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else if (appError.status !== 401 && appError.status !== 404) {
      request.log.info({ code: appError.code, message: appError.message }, 'request refused');
    }
    return reply.status(appError.status).send(appError.toBody());
  });
}

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const referenceError = referenceErrorOf(error);
  if (referenceError) return referenceError;
  const constraintError = constraintErrorOf(error);
  if (constraintError) return constraintError;
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A malformed id in the path is simply a record that does not exist.
    if (error.validationContext === 'params') return new AppError('not_found', 'Not found');
    const fields: FieldErrors = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
      fields[key] ??= issue.message ?? 'Invalid value';
    }
    const first = error.validation[0];
    // A body that is no object at all (null, a list, a number) says so; a check of the whole
    // object (nothing to save …) keeps its own message.
    const message =
      first && first.instancePath === '/' && first.keyword === 'invalid_type' && error.validationContext === 'body'
        ? 'A JSON request body is required'
        : (first?.message ?? 'Invalid request');
    return AppError.validation(message, fields);
  }
  const fastifyError = error as Partial<FastifyError>;
  const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (status === 413) return new AppError('payload_too_large', 'The request is too large');
  // A body the API cannot read (XML, a form …) is the client's mistake like any other bad body.
  if (status === 415)
    return new AppError('bad_request', 'Send the request body as JSON (Content-Type: application/json)');
  if (status === 429) return new AppError('rate_limited', 'Too many requests. Please wait a moment and try again.');
  if (status >= 400 && status < 500) {
    const message =
      fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'The request body is not valid JSON'
        : (fastifyError.message ?? 'Bad request');
    return new AppError(codeForStatus(status), message);
  }
  return new AppError('internal', 'Something went wrong. Please try again.');
}

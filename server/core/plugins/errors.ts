import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { API_ERRORS, type ApiErrorCode } from '../../../domain/api-errors';
import { VALIDATION, fieldErrorOf, type FieldError } from '../../../domain/validation-messages';
import {
  POSTGRES_BAD_TEXT,
  POSTGRES_BAD_VALUE,
  POSTGRES_FOREIGN_KEY_VIOLATION,
  POSTGRES_UNIQUE_VIOLATION,
  isDatabaseUnavailable,
  isTransactionConflict,
  postgresErrorOf,
} from '../../db/postgres-errors';
import { TRANSACTION_RETRY_AFTER_SECONDS } from '../../db/transaction-retries';
import { REFERENCE_FIELD_OF_FOREIGN_KEY, UNIQUE_FIELD_OF_INDEX } from '../../db/schema';
import { ApiError } from '../../errors';

/** Fastify's own refusals that keep their status; any other 4xx of its own is bad input. */
const FRAMEWORK_ANSWERS: Record<number, ApiErrorCode> = {
  408: 'request_timeout',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/**
 * The `errors` of a 400 answer: the first error of each field, by its dotted path. An error that
 * names what the user typed (an unknown plate letter) is `{message, args}`, as react-admin's own
 * validators give it; every other one is its plain key.
 */
export function fieldErrorsOf(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message?: string; params?: unknown }>,
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const issue of issues) {
    errors[issue.path.map(String).join('.') || 'body'] ??= fieldErrorOf(issue);
  }
  return errors;
}

/** The field a constraint stands for, by its name. */
function fieldOf(fields: Record<string, string>, constraint: string | undefined): string | undefined {
  return constraint && Object.hasOwn(fields, constraint) ? fields[constraint] : undefined;
}

/**
 * One place turns every failure into the API's error format: intended answers keep their status
 * and code, bad input names its fields (a reference to no record among them), database conflicts
 * become 409, and anything unexpected is logged with the request id and answered as a bare 500.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  const send = (
    statusCode: number,
    code: ApiErrorCode,
    errors?: Record<string, FieldError>,
    details?: Record<string, unknown>,
  ) => ({
    statusCode,
    body: { ...details, message: API_ERRORS[code], code, ...(errors ? { errors } : {}) },
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const database = postgresErrorOf(error);
    let answer;
    if (error instanceof ApiError) {
      answer = send(error.statusCode, error.code, error.errors, error.details);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      answer = send(
        400,
        'validation_failed',
        fieldErrorsOf(
          error.validation.map((issue) => ({
            path: issue.instancePath.split('/').filter(Boolean),
            message: issue.message,
            params: issue.params.params,
          })),
        ),
      );
    } else if (error instanceof ZodError) {
      answer = send(400, 'validation_failed', fieldErrorsOf(error.issues));
    } else if (error.statusCode && FRAMEWORK_ANSWERS[error.statusCode]) {
      answer = send(error.statusCode, FRAMEWORK_ANSWERS[error.statusCode]!);
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      answer = send(400, 'validation_failed', { body: VALIDATION.invalidChoice });
    } else if (database?.code === POSTGRES_FOREIGN_KEY_VIOLATION) {
      const field = fieldOf(REFERENCE_FIELD_OF_FOREIGN_KEY, database.constraint);
      answer = field ? send(400, 'validation_failed', { [field]: VALIDATION.invalidChoice }) : send(409, 'conflict');
    } else if (database?.code === POSTGRES_UNIQUE_VIOLATION) {
      const field = fieldOf(UNIQUE_FIELD_OF_INDEX, database.constraint);
      answer = send(409, 'duplicate', field ? { [field]: VALIDATION.unique } : undefined);
    } else if (database && POSTGRES_BAD_TEXT.has(database.code)) {
      answer = send(400, 'validation_failed', { body: VALIDATION.controlCharacters });
    } else if (database && POSTGRES_BAD_VALUE.has(database.code)) {
      answer = send(400, 'validation_failed', { body: VALIDATION.invalidChoice });
    } else if (isTransactionConflict(error)) {
      // Its transaction met others on every attempt (db/transaction-retries.ts): nothing was saved.
      request.log.warn({ err: error, reqId: request.id }, 'transaction conflicts outlasted the retries');
      answer = send(503, 'database_busy');
    } else if (isDatabaseUnavailable(error)) {
      // Its transaction went with its connection; the pool opens a new one for the next request.
      request.log.warn({ err: error, reqId: request.id }, 'database unavailable');
      answer = send(503, 'database_unavailable');
    } else {
      request.log.error({ err: error, reqId: request.id }, 'unexpected error');
      answer = send(500, 'server_error');
    }
    // How long to wait, for people (the body) and for HTTP clients (the header).
    const retryAfterSeconds =
      (error instanceof ApiError && error.retryAfterSeconds) ||
      (answer.statusCode === 429
        ? Number(reply.getHeader('retry-after')) || 60
        : answer.body.code === 'database_busy'
          ? TRANSACTION_RETRY_AFTER_SECONDS
          : undefined);
    if (retryAfterSeconds === undefined) return reply.status(answer.statusCode).send(answer.body);
    reply.header('retry-after', retryAfterSeconds);
    return reply.status(answer.statusCode).send({ ...answer.body, retry_after_seconds: retryAfterSeconds });
  });
});

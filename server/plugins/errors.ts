import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { API_ERRORS, type ApiErrorCode } from '../../domain/api-errors';
import { VALIDATION } from '../../domain/validation-messages';
import { ApiError } from '../errors';

const POSTGRES_FOREIGN_KEY_VIOLATION = '23503';
const POSTGRES_UNIQUE_VIOLATION = '23505';

function postgresCode(error: unknown): string | undefined {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
  }
  return undefined;
}

function fieldErrorsOf(issues: ReadonlyArray<{ path: readonly PropertyKey[]; message?: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    const message = issue.message?.startsWith('ps.validation.') ? issue.message : VALIDATION.invalidChoice;
    errors[field] ??= message;
  }
  return errors;
}

/**
 * One place turns every failure into the API's error format: intended answers keep their status
 * and code, bad input names its fields, database conflicts become 409, and anything unexpected
 * is logged with the request id and answered as a bare 500.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  const send = (statusCode: number, code: ApiErrorCode, errors?: Record<string, string>) => ({
    statusCode,
    body: { message: API_ERRORS[code], code, ...(errors ? { errors } : {}) },
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    let answer;
    if (error instanceof ApiError) {
      answer = send(error.statusCode, error.code, error.errors);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      answer = send(400, 'validation_failed', fieldErrorsOf(error.validation.map((issue) => ({ path: issue.instancePath.split('/').filter(Boolean), message: issue.message }))));
    } else if (error instanceof ZodError) {
      answer = send(400, 'validation_failed', fieldErrorsOf(error.issues));
    } else if (error.statusCode === 429) {
      answer = send(429, 'rate_limited');
    } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      answer = send(413, 'payload_too_large');
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      answer = send(400, 'validation_failed', { body: VALIDATION.invalidChoice });
    } else if (postgresCode(error) === POSTGRES_FOREIGN_KEY_VIOLATION) {
      answer = send(409, 'conflict');
    } else if (postgresCode(error) === POSTGRES_UNIQUE_VIOLATION) {
      answer = send(409, 'duplicate');
    } else {
      request.log.error({ err: error, reqId: request.id }, 'unexpected error');
      answer = send(500, 'server_error');
    }
    if (answer.statusCode === 429 && error.statusCode === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? 60);
    return reply.status(answer.statusCode).send(answer.body);
  });
});

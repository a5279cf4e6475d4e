import { API_ERRORS, type ApiErrorCode } from '../domain/api-errors';
import type { ValidationMessageKey } from '../domain/validation-messages';

/** An answer the API gives on purpose: a status, a stable code and, for bad input, field errors. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    readonly errors?: Record<string, ValidationMessageKey>,
    /** For 429 and 503: when the client may try again. */
    readonly retryAfterSeconds?: number,
    /** What the client needs to act on the answer, beside its code (the fee a payment is asked for). */
    readonly details?: Record<string, unknown>,
  ) {
    super(API_ERRORS[code]);
  }
}

/** A business rule refuses the request (422), with what the client needs to act on it. */
export const refusal = (code: ApiErrorCode, details?: Record<string, unknown>) =>
  new ApiError(422, code, undefined, undefined, details);

export const badInput = (errors: Record<string, ValidationMessageKey>) =>
  new ApiError(400, 'validation_failed', errors);
export const notFound = () => new ApiError(404, 'not_found');
export const conflict = (code: ApiErrorCode = 'conflict') => new ApiError(409, code);

import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';

/**
 * One code a wait for each recipient (`seconds`; none when 0): a second ask sooner is a 429
 * `code_resend_too_soon` with the seconds left. Keyed by the recipient (the request's email unless
 * `recipientOf` reads another, a mobile number) whether or not anyone has it, so the wait tells
 * nothing about it; counted in the database, like the per-address limits, so every server process
 * keeps the same wait; and keyed by the recipient's hash, so the count names no one.
 */
export function codeResendLimit(
  app: FastifyInstance,
  kind: string,
  seconds: number,
  recipientOf: (body: unknown) => string = (body) => (body as { email: string }).email,
) {
  const limit =
    seconds > 0
      ? app.createRateLimit({
          max: 1,
          timeWindow: seconds * 1000,
          keyGenerator: (request) => `${kind}:${createHash('sha256').update(recipientOf(request.body)).digest('hex')}`,
        })
      : undefined;
  return async (request: FastifyRequest) => {
    const counted = await limit?.(request);
    if (counted && !counted.isAllowed && counted.isExceeded)
      throw new ApiError(429, 'code_resend_too_soon', undefined, counted.ttlInSeconds);
  };
}

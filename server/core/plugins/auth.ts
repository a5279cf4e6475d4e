import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasPermission, type Permission } from '../../../domain/roles';
import { ApiError } from '../../errors';
import { companyLetsAct } from '../company-access';
import type { Caller } from '../auth';
import type { TokenService } from '../tokens';
import { freshUser, keptUser } from '../user-cache';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** A preHandler that lets through only a signed-in, active user whose role has `permission` (or one of them). */
    requirePermission(permission: Permission | readonly Permission[]): (request: FastifyRequest) => Promise<void>;
    /** A preHandler that lets through any signed-in, active user. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: Caller;
  }
}

const BEARER = /^Bearer (.+)$/;

/**
 * Each request's token is checked, and its user taken from the user cache (services/user-cache):
 * a deactivated account is refused at its next request, as is a token issued before a password,
 * role or activation change (which raises the user's session version), since every write to a
 * user forgets it there. A company manager is also refused while their company is inactive.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: { tokens: TokenService }) => {
  app.decorate('tokens', options.tokens);
  app.decorateRequest('user', undefined as unknown as Caller);

  async function authenticate(request: FastifyRequest): Promise<void> {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw new ApiError(401, 'unauthorized');
    const check = await options.tokens.check(token);
    if (!check.ok) throw new ApiError(401, check.expired ? 'token_expired' : 'unauthorized');
    const { userId, sessionVersion } = check.claims;
    const admits = (user: Caller | undefined): user is Caller =>
      user?.is_active === true && user.session_version === sessionVersion;
    let user = await keptUser(app.db, userId);
    // The kept copy may be older than the token (signed in again elsewhere after a change): only
    // the database's row refuses it.
    if (!admits(user)) user = await freshUser(app.db, userId);
    if (!admits(user) || !(await companyLetsAct(app.db, user))) throw new ApiError(401, 'unauthorized');
    request.user = user;
  }

  app.decorate('requireUser', authenticate);
  app.decorate('requirePermission', (permission: Permission | readonly Permission[]) => {
    const anyOf = typeof permission === 'string' ? [permission] : permission;
    return async (request: FastifyRequest) => {
      await authenticate(request);
      if (!anyOf.some((one) => hasPermission(request.user.role_id, one))) throw new ApiError(403, 'forbidden');
    };
  });
});

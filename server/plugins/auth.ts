import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { accountMayAct } from '../../domain/company-access';
import { hasPermission, type Permission } from '../../domain/roles';
import { companies, users } from '../db/schema';
import { ApiError } from '../errors';
import { type Caller, callerColumns } from '../services/auth';
import type { TokenService } from '../services/tokens';

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
 * Each request's token is checked and its user read afresh, so a deactivated account (or a
 * company manager's deactivated company) takes effect at once, and a token issued before a password, role or activation change (which
 * raises the user's session version) is refused.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: { tokens: TokenService }) => {
  app.decorate('tokens', options.tokens);
  app.decorateRequest('user', undefined as unknown as Caller);

  async function authenticate(request: FastifyRequest): Promise<void> {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw new ApiError(401, 'unauthorized');
    const check = await options.tokens.check(token);
    if (!check.ok) throw new ApiError(401, check.expired ? 'token_expired' : 'unauthorized');
    const [found] = await app.db
      .select({ user: callerColumns, companyActive: companies.is_active })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.company_id))
      .where(eq(users.id, check.claims.userId));
    if (!found || !accountMayAct(found.user, found.companyActive) || found.user.session_version !== check.claims.sessionVersion) {
      throw new ApiError(401, 'unauthorized');
    }
    request.user = found.user;
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

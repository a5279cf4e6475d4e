import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { verbPermissions } from '../../../domain/routes';
import { auditLogChoicesSchema } from '../../../domain/schemas/audit-log';
import { auditLogChoices } from './audit-log-choices';

export async function auditLogRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/audit-log/choices',
    {
      onRequest: app.requirePermission(verbPermissions('audit-log', 'list')),
      schema: { tags: ['audit-log'], response: { 200: auditLogChoicesSchema } },
    },
    () => auditLogChoices(app.db),
  );
}

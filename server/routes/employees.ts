import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../domain/schemas/fields';
import { unlockAccount } from '../services/auth';

/** Staff accounts. The employees screen arrives later; the sign-in unlock is needed already. */
export async function employeeRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/employees/:id/unlock',
    { onRequest: app.requirePermission('employees_crud'), schema: { tags: ['employees'], params: z.object({ id: idParam() }) } },
    async (request) => {
      await unlockAccount(app.db, request.params.id);
      return { unlocked: true };
    },
  );
}

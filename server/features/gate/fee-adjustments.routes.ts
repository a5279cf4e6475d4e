import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verbPermissions } from '../../../domain/routes';
import { feeAdjustmentTotalsSchema } from '../../../domain/schemas/fee-adjustment';
import { adjustmentTotals } from './fee-adjustments';
import { callOf } from '../../core/crud.routes';
import { feeAdjustmentsResource } from './fee-adjustments.resource';

const totalsQuery = z.object({ filter: z.string().optional().describe("JSON object: the list's filters") });

export async function feeAdjustmentRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/fee-adjustments/totals',
    {
      onRequest: app.requirePermission(verbPermissions('fee-adjustments', 'list')),
      schema: { tags: ['fee-adjustments'], querystring: totalsQuery, response: { 200: feeAdjustmentTotalsSchema } },
    },
    (request) => adjustmentTotals(callOf(app, request), feeAdjustmentsResource, request.query.filter),
  );
}

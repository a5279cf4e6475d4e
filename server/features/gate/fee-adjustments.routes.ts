import type { FastifyInstance } from 'fastify';
import { FEE_ADJUSTMENT_ENDPOINTS } from '../../../domain/endpoints/payments';
import { serve } from '../../core/endpoint';
import { callOf } from '../../core/crud.routes';
import { adjustmentTotals } from './fee-adjustments';
import { feeAdjustmentsResource } from './fee-adjustments.resource';

export async function feeAdjustmentRoutes(app: FastifyInstance) {
  serve(app, FEE_ADJUSTMENT_ENDPOINTS.totals, (request, _reply, reads) =>
    adjustmentTotals(callOf(app, request, reads), feeAdjustmentsResource, request.query.filter),
  );
}

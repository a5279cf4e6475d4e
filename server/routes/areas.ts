import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { verbPermissions } from '../../domain/routes';
import { tariffPreviewRequestSchema, tariffPreviewSchema } from '../../domain/schemas/tariff-preview';
import type { areas } from '../db/schema';
import { findRow } from '../services/crud';
import { tariffPreview } from '../services/tariff-preview';
import { callOf, idParams } from './crud';
import { areasResource } from '../resources/areas';

type AreaRow = typeof areas.$inferSelect;

export async function areaRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  /** What a stay would cost under the area's tariff now; whoever reads the area may ask. */
  app.post(
    '/areas/:id/tariff-preview',
    {
      onRequest: app.requirePermission(verbPermissions('areas', 'read')),
      schema: {
        tags: ['areas'],
        params: idParams,
        body: tariffPreviewRequestSchema,
        response: { 200: tariffPreviewSchema },
      },
    },
    async (request) => {
      const area = (await findRow(callOf(app, request), areasResource, request.params.id)) as AreaRow;
      return tariffPreview(area, request.body);
    },
  );
}

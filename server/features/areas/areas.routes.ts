import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { verbPermissions } from '../../../domain/routes';
import { tariffPreviewRequestSchema, tariffPreviewSchema } from '../../../domain/schemas/tariff-preview';
import type { areas } from '../../db/schema';
import { createRecord, deleteRecord, findRow } from '../../core/crud';
import {
  type TariffVersionRecord,
  tariffVersionRecordSchema,
  tariffVersionSchema,
} from '../../../domain/schemas/tariff-version';
import { tariffVersionPublishing } from './tariff-versions.resource';
import { tariffPreview } from './tariff-preview';
import { frozenTariff, versionInForce } from './tariff-versions';
import { callOf, idParams } from '../../core/crud.routes';
import { areasResource } from './areas.resource';

type AreaRow = typeof areas.$inferSelect;

export async function areaRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  /** What a stay would cost under the version of the area's tariff in force at its entry; whoever reads the area may ask. */
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
      const version = await versionInForce(app.db, area.id, request.body.entry);
      return tariffPreview(frozenTariff(version, app.clock.timeZone), request.body);
    },
  );

  /** Publishes a new version of the area's tariff: from the time given (never past) or now. */
  app.post(
    '/areas/:id/tariff-versions',
    {
      onRequest: app.requirePermission(verbPermissions('tariff-versions', 'create')),
      schema: {
        tags: ['areas', 'tariff-versions'],
        params: idParams,
        body: tariffVersionSchema,
        response: { 201: tariffVersionRecordSchema },
      },
    },
    async (request, reply) => {
      const context = callOf(app, request);
      const area = await findRow(context, areasResource, request.params.id);
      reply.status(201);
      const version = await createRecord(context, tariffVersionPublishing, { ...request.body, area_id: area.id });
      return version as TariffVersionRecord;
    },
  );

  /** Withdraws a version that has yet to start (409 `tariff_version_started` once it has). */
  app.delete(
    '/tariff-versions/:id',
    {
      onRequest: app.requirePermission(verbPermissions('tariff-versions', 'delete')),
      schema: {
        tags: ['tariff-versions'],
        params: idParams,
        response: { 200: tariffVersionRecordSchema },
      },
    },
    async (request) =>
      (await deleteRecord(callOf(app, request), tariffVersionPublishing, request.params.id)) as TariffVersionRecord,
  );
}

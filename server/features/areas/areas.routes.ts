import type { FastifyInstance } from 'fastify';
import { AREA_ENDPOINTS as AREAS } from '../../../domain/endpoints/areas';
import type { TariffVersionRecord } from '../../../domain/schemas/tariff-version';
import type { areas } from '../../db/schema';
import { createRecord, deleteRecord, findRow } from '../../core/crud';
import { callOf } from '../../core/crud.routes';
import { serve } from '../../core/endpoint';
import { areasResource } from './areas.resource';
import { tariffPreview } from './tariff-preview';
import { frozenTariff, versionInForce } from './tariff-versions';
import { tariffVersionPublishing } from './tariff-versions.resource';

type AreaRow = typeof areas.$inferSelect;

/** An area's tariff: its preview and its versions (domain/endpoints/areas.ts). */
export async function areaRoutes(app: FastifyInstance) {
  serve(app, AREAS.tariffPreview, async (request) => {
    const area = (await findRow(callOf(app, request), areasResource, request.params.id)) as AreaRow;
    const version = await versionInForce(app.db, area.id, request.body.entry);
    return tariffPreview(frozenTariff(version, app.clock.timeZone), request.body);
  });
  serve(app, AREAS.publishTariffVersion, async (request) => {
    const context = callOf(app, request);
    const area = await findRow(context, areasResource, request.params.id);
    const version = await createRecord(context, tariffVersionPublishing, { ...request.body, area_id: area.id });
    return version as TariffVersionRecord;
  });
  serve(
    app,
    AREAS.withdrawTariffVersion,
    async (request) =>
      (await deleteRecord(callOf(app, request), tariffVersionPublishing, request.params.id)) as TariffVersionRecord,
  );
}

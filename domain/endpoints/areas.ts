import { verbPermissions } from '../routes';
import { idParams } from '../schemas/fields';
import { tariffPreviewRequestSchema, tariffPreviewSchema } from '../schemas/tariff-preview';
import { tariffVersionRecordSchema, tariffVersionSchema } from '../schemas/tariff-version';
import { endpoint } from './endpoint';

/** An area's tariff: what a stay would cost, and the versions published and withdrawn. */
export const AREA_ENDPOINTS = {
  /** What a stay would cost under the version of the area's tariff in force at its entry; whoever reads the area may ask. */
  tariffPreview: endpoint({
    method: 'POST',
    path: '/areas/:id/tariff-preview',
    params: idParams,
    body: tariffPreviewRequestSchema,
    answer: tariffPreviewSchema,
    access: { permission: verbPermissions('areas', 'read') },
    tag: 'areas',
  }),
  /** Publishes a new version of the area's tariff: from the time given (never past) or now. */
  publishTariffVersion: endpoint({
    method: 'POST',
    path: '/areas/:id/tariff-versions',
    params: idParams,
    body: tariffVersionSchema,
    answer: tariffVersionRecordSchema,
    status: 201,
    access: { permission: verbPermissions('tariff-versions', 'create') },
    tag: 'tariff-versions',
  }),
  /** Withdraws a version that has yet to start (409 `tariff_version_started` once it has). */
  withdrawTariffVersion: endpoint({
    method: 'DELETE',
    path: '/tariff-versions/:id',
    params: idParams,
    answer: tariffVersionRecordSchema,
    access: { permission: verbPermissions('tariff-versions', 'delete') },
    tag: 'tariff-versions',
  }),
};

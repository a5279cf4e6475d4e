import { einvoiceUnitFilterSchema, einvoiceUnitRecordSchema } from '../../../domain/schemas/einvoice';
import { einvoiceUnits } from '../../db/schema';
import type { ResourceDefinition } from '../../core/crud';

/**
 * The e-invoice generation units, read here; made and taken through their onboarding by their own
 * routes (server/features/einvoicing/einvoicing.routes.ts). The record schema keeps the keys, tokens and secrets in the server.
 */
export const einvoiceUnitsResource: ResourceDefinition<typeof einvoiceUnits> = {
  name: 'einvoice-units',
  table: einvoiceUnits,
  record: einvoiceUnitRecordSchema,
  sortColumns: {
    id: einvoiceUnits.id,
    area_id: einvoiceUnits.area_id,
    status: einvoiceUnits.status,
    counter: einvoiceUnits.counter,
    certificate_expires_at: einvoiceUnits.certificate_expires_at,
  },
  filterSchema: einvoiceUnitFilterSchema,
  filterColumns: { area_id: einvoiceUnits.area_id, status: einvoiceUnits.status },
};

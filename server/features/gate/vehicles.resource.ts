import {
  vehicleDetailSchema,
  type VehicleFilter,
  vehicleFilterSchema,
  vehicleRecordSchema,
} from '../../../domain/schemas/vehicle';
import { vehicles } from '../../db/schema';
import type { ResourceDefinition } from '../../core/crud';
import { subjectsShown } from '../../core/access-log';
import { stayEvents } from './stay-events';
import { type Pricing, stayFilterWhere, stayRecordValues, stayScope, withPricing } from './vehicles';

/**
 * The stays (current vehicles), read-only: they are opened and closed at the gates (POST
 * /api/gate/entries and /exits) or by a force exit, never written as records. A gate employee
 * sees their own area's. `q` finds a plate typed in either script, whole or in part, through the
 * stay's search text (its trigram index serves three characters and more), and a guest's ticket
 * by its number however typed.
 */
export const vehiclesResource: ResourceDefinition<typeof vehicles, unknown, unknown, Pricing> = {
  name: 'vehicles',
  table: vehicles,
  record: vehicleRecordSchema,
  scope: stayScope,
  sortColumns: {
    id: vehicles.id,
    entry_time: vehicles.entry_time,
    exit_time: vehicles.exit_time,
    plate: vehicles.plate,
  },
  defaultSort: ['entry_time', 'DESC'],
  filterSchema: vehicleFilterSchema,
  referenceColumn: vehicles.guest_ticket_number,
  filterColumns: { area_id: vehicles.area_id, type: vehicles.type },
  filterWhere: (filter, clock, floors) => stayFilterWhere(filter as VehicleFilter, clock.timeZone, floors),
  withDerived: withPricing,
  // Time passes: a stay's minutes and fee so far are no change of it.
  exposes: {
    kind: 'stay',
    subjects: (record) => subjectsShown({ vehicles: [record as { plate_letters: string; plate_number: string }] }),
  },
  searchShows: { kind: 'stay_search', plateOf: (record) => record.plate as string },
  derivedFields: ['duration_minutes', 'fee_so_far'],
  toRecord: stayRecordValues,
  detail: { record: vehicleDetailSchema, of: stayEvents },
};

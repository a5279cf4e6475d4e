import { foldedNames, nameSortColumns } from '../db/folded-names';
import { halalasToSar, sarToHalalas } from '../../domain/money';
import { type Area, areaFilterSchema, areaRecordSchema, areaSchema } from '../../domain/schemas/area';
import { areas } from '../db/schema';
import { type ResourceDefinition } from '../services/crud';

type AreaRow = typeof areas.$inferSelect;

export function areaRecord(row: AreaRow) {
  const { hourly_fee_halalas, after_first_hour_fee_halalas, daily_cap_halalas, ...rest } = row;
  return {
    ...rest,
    hourly_fee: halalasToSar(hourly_fee_halalas),
    after_first_hour_fee: halalasToSar(after_first_hour_fee_halalas),
    daily_cap: halalasToSar(daily_cap_halalas),
  };
}

export function areaRow({ hourly_fee, after_first_hour_fee, daily_cap, ...area }: Area): typeof areas.$inferInsert {
  return {
    ...area,
    hourly_fee_halalas: sarToHalalas(hourly_fee),
    after_first_hour_fee_halalas: sarToHalalas(after_first_hour_fee),
    daily_cap_halalas: sarToHalalas(daily_cap),
    ...foldedNames(area),
  };
}

export const areasResource: ResourceDefinition<typeof areas, Area> = {
  name: 'areas',
  table: areas,
  record: areaRecordSchema,
  sortColumns: {
    id: areas.id,
    ...nameSortColumns(areas),
    max_capacity: areas.max_capacity,
    subscription_capacity: areas.subscription_capacity,
    guest_ticket_capacity: areas.guest_ticket_capacity,
    hourly_fee: areas.hourly_fee_halalas,
    daily_cap: areas.daily_cap_halalas,
    is_active: areas.is_active,
    created_at: areas.created_at,
  },
  filterSchema: areaFilterSchema,
  filterColumns: { is_active: areas.is_active },
  toRecord: areaRecord,
  write: {
    createSchema: areaSchema,
    toRow: areaRow,
    inUse: 'area_in_use',
  },
};

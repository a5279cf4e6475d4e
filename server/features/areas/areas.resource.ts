import { foldedNames, nameSortColumns } from '../../db/folded-names';
import { type Area, areaFilterSchema, areaRecordSchema, areaSchema } from '../../../domain/schemas/area';
import { areas, tariffVersions } from '../../db/schema';
import { publishChangedTariff, publishFirstVersion } from './area-tariff';
import { type ResourceDefinition, type RowOf } from '../../core/crud';
import { baseTariffInSar, inForceValue, type TariffVersionRow, versionsInForce } from './tariff-versions';

type AreaRow = typeof areas.$inferSelect;
type WithTariff = { tariff: TariffVersionRow };

/** An area with its tariff: the six base values of the version in force now, in SAR. */
export function areaRecord({ tariff, ...row }: AreaRow & WithTariff) {
  return { ...row, ...baseTariffInSar(tariff), tariff_version_id: tariff.id };
}

/** The area's own columns: its tariff is written as a version (server/features/areas/area-tariff.ts). */
export function areaRow({
  free_minutes: _free,
  grace_minutes: _grace,
  cooldown_minutes: _cooldown,
  hourly_fee: _hourly,
  after_first_hour_fee: _after,
  daily_cap: _cap,
  ...area
}: Area): typeof areas.$inferInsert {
  return { ...area, ...foldedNames(area) };
}

/** Each area's version in force now, for a page of areas in one query. */
export async function withTariffInForce(
  db: Parameters<typeof versionsInForce>[0],
  rows: Array<RowOf<typeof areas>>,
  clock: { now(): Date },
): Promise<Array<RowOf<typeof areas> & WithTariff>> {
  const inForce = await versionsInForce(
    db,
    rows.map((row) => row.id),
    clock.now(),
  );
  return rows.map((row) => ({ ...row, tariff: inForce.get(row.id)! }));
}

export const areasResource: ResourceDefinition<typeof areas, Area, Area, WithTariff> = {
  name: 'areas',
  table: areas,
  record: areaRecordSchema,
  sortColumns: {
    id: areas.id,
    ...nameSortColumns(areas),
    max_capacity: areas.max_capacity,
    subscription_capacity: areas.subscription_capacity,
    guest_ticket_capacity: areas.guest_ticket_capacity,
    hourly_fee: inForceValue(areas.id, tariffVersions.hourly_fee_halalas),
    daily_cap: inForceValue(areas.id, tariffVersions.daily_cap_halalas),
    is_active: areas.is_active,
    created_at: areas.created_at,
  },
  filterSchema: areaFilterSchema,
  filterColumns: { is_active: areas.is_active },
  withDerived: withTariffInForce,
  // The version's own row logs its values; the area logs what its record shows of them.
  derivedFields: ['tariff_version_id'],
  toRecord: areaRecord,
  write: {
    createSchema: areaSchema,
    toRow: areaRow,
    afterCreate: publishFirstVersion,
    afterUpdate: publishChangedTariff,
    inUse: 'area_in_use',
  },
};

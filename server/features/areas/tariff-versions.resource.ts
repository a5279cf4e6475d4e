import { eq } from 'drizzle-orm';
import { halalasToSar } from '../../../domain/money';
import {
  type TariffVersionBody,
  tariffVersionFilterSchema,
  tariffVersionRecordSchema,
  tariffVersionSchema,
} from '../../../domain/schemas/tariff-version';
import { areas, tariffVersions } from '../../db/schema';
import { conflict } from '../../errors';
import type { ResourceDefinition, WriteCheck } from '../../core/crud';
import {
  baseTariffInSar,
  effectiveFromOf,
  eventDayInSar,
  inForceNow,
  regulationWarnings,
  type TariffVersionRow,
  versionValues,
} from './tariff-versions';

export function tariffVersionRecord(row: TariffVersionRow & { in_force: boolean }) {
  return {
    ...row,
    ...baseTariffInSar(row),
    peaks: row.peaks.map(({ hourly_fee_halalas, ...peak }) => ({
      ...peak,
      hourly_fee: halalasToSar(hourly_fee_halalas),
    })),
    event_days: row.event_days.map(eventDayInSar),
  };
}

type Derived = { in_force: boolean };

/**
 * The versions of the areas' tariffs, read through the generic list (by area) and get. A version
 * is published by POST /api/areas/:id/tariff-versions (server/features/areas/areas.routes.ts), checked against its area's
 * municipal rules, and never changed: a change is a new version.
 */
export const tariffVersionsResource: ResourceDefinition<typeof tariffVersions, unknown, unknown, Derived> = {
  name: 'tariff-versions',
  table: tariffVersions,
  record: tariffVersionRecordSchema,
  sortColumns: { id: tariffVersions.id, effective_from: tariffVersions.effective_from },
  defaultSort: ['effective_from', 'DESC'],
  filterSchema: tariffVersionFilterSchema,
  filterColumns: { area_id: tariffVersions.area_id },
  withDerived: inForceNow,
  toRecord: tariffVersionRecord,
};

/**
 * A version may be withdrawn while it has yet to start: under its area's row lock, which an entry
 * holds while it freezes the version in force, so no stay can have frozen it (an entry's time is
 * never later than its arrival, domain/lane-time.ts).
 */
async function checkWithdrawal({ tx, clock, existing }: WriteCheck<never, typeof tariffVersions.$inferSelect>) {
  await tx.select({ id: areas.id }).from(areas).where(eq(areas.id, existing!.area_id)).for('update');
  if (existing!.effective_from <= clock.now()) throw conflict('tariff_version_started');
}

/**
 * Publishing a version, the generic create of the resource above served by the area's own route,
 * and withdrawing one not started yet, the generic delete (server/features/areas/areas.routes.ts).
 */
export const tariffVersionPublishing: ResourceDefinition<
  typeof tariffVersions,
  TariffVersionBody & { area_id: number },
  never,
  Derived
> = {
  ...tariffVersionsResource,
  write: {
    createSchema: tariffVersionSchema as never,
    async toRow(body, caller, { tx, clock }) {
      const values = versionValues(body);
      return {
        area_id: body.area_id,
        effective_from: effectiveFromOf(body, clock),
        ...values,
        regulation_warnings: await regulationWarnings(tx, body.area_id, values),
        created_by: caller.id,
      };
    },
    checkDelete: checkWithdrawal,
  },
};

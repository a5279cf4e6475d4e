import { plateOfKey } from '../../domain/plates';
import type { Tariff } from '../../domain/tariff';
import type { vehicles } from '../db/schema';
import { plateColumns } from '../db/stay-columns';

/** The tariff of `areaBody()` (fixtures.ts) in halalas. */
export const TEST_TARIFF: Tariff = {
  free_minutes: 30,
  grace_minutes: 15,
  cooldown_minutes: 60,
  hourly_fee_halalas: 500,
  after_first_hour_fee_halalas: 300,
  daily_cap_halalas: 5000,
};

/** A stay written straight to its table (a test that needs vehicles inside but no gate): its plate by key (`ABJ1234`). */
export function stayValues(
  plate: string,
  areaId: number,
  more: Partial<typeof vehicles.$inferInsert> = {},
): typeof vehicles.$inferInsert {
  const parts = plateOfKey(plate);
  if (!parts) throw new Error(`${plate} is not a plate key`);
  return { ...plateColumns(parts), area_id: areaId, tariff: TEST_TARIFF, ...more };
}

/**
 * What a test sends with a gate event it places in the past, beyond the lane tolerance: as the
 * administrator laying down history, with a reason (domain/lane-time.ts).
 */
export const IN_THE_PAST = { backdate_reason: 'A test lays down past stays' } as const;

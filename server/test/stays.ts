import { TEST_TARIFF } from '../../domain/fixtures/tariff';
import { plateOfKey } from '../../domain/plates';
import type { vehicles } from '../db/schema';
import { plateColumns } from '../db/stay-columns';

/** The tariff of `areaBody()` (fixtures.ts) in halalas. */
export { TEST_TARIFF };

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

import { type Plate, plateKey } from '../../domain/plates';
import type { Tariff } from '../../domain/tariff';
import type { areas } from './schema';

/** A stay's plate as `vehicles` keeps it: the key its constraints and searches use, and its parts. */
export function plateColumns(plate: Plate) {
  return { plate: plateKey(plate), plate_letters: plate.letters, plate_number: plate.number };
}

/** An area's tariff as a stay freezes it at its entry: the six columns the engine reads. */
export function frozenTariff(area: typeof areas.$inferSelect): Tariff {
  const { free_minutes, grace_minutes, cooldown_minutes, hourly_fee_halalas, after_first_hour_fee_halalas, daily_cap_halalas } = area;
  return { free_minutes, grace_minutes, cooldown_minutes, hourly_fee_halalas, after_first_hour_fee_halalas, daily_cap_halalas };
}

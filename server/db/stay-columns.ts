import { searchTextOf } from '../../domain/arabic';
import { type Plate, plateKey, plateSearchForms } from '../../domain/plates';
import type { Tariff } from '../../domain/tariff';
import type { areas } from './schema';

/** A stay's plate as `vehicles` keeps it: the key its constraints use, its parts, and the text its list searches. */
export function plateColumns(plate: Plate) {
  return {
    plate: plateKey(plate),
    plate_letters: plate.letters,
    plate_number: plate.number,
    search_text: staySearchText(plate),
  };
}

/**
 * What finds a stay in a search: its plate in both scripts, letters before and after the number,
 * so "ح ب ا ١٢٣٤", "abj 1234", "1234 ABJ" and "1234" all find ABJ1234.
 */
export function staySearchText(plate: Plate): string {
  return searchTextOf(...plateSearchForms(plate));
}

/** An area's tariff as a stay freezes it at its entry: the six columns the engine reads. */
export function frozenTariff(area: typeof areas.$inferSelect): Tariff {
  const {
    free_minutes,
    grace_minutes,
    cooldown_minutes,
    hourly_fee_halalas,
    after_first_hour_fee_halalas,
    daily_cap_halalas,
  } = area;
  return {
    free_minutes,
    grace_minutes,
    cooldown_minutes,
    hourly_fee_halalas,
    after_first_hour_fee_halalas,
    daily_cap_halalas,
  };
}

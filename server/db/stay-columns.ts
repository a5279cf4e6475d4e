import { searchTextOf } from '../../domain/arabic';
import { type Plate, plateKey, plateSearchForms } from '../../domain/plates';

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

import { searchTextOf } from '../../domain/arabic';
import { plateSearchForms } from '../../domain/plates';

interface SearchedCard {
  card_number: string;
  plate_letters: string | null;
  plate_number: string | null;
}

/**
 * What finds a parking card in a search: its number, with and without its dashes (read out, they
 * are often left out), and the plate it is issued to in both scripts, letters before and after
 * the number (domain/plates.ts): "KFT-0001", "kft0001", "ح ب ا ١٢٣٤" and "abj 1234" all find it.
 */
export function cardSearchText({ card_number, plate_letters, plate_number }: SearchedCard): string {
  const plate =
    plate_letters !== null && plate_number !== null
      ? plateSearchForms({ letters: plate_letters, number: plate_number })
      : [];
  return searchTextOf(card_number, card_number.replaceAll('-', ''), ...plate);
}

import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { formatPlateArabic, formatPlateLatin } from '../../../domain/plates';

interface PlateFields {
  plate_letters: string;
  plate_number: string;
}

/**
 * A plate as text in the screen's script, for a title or a message: both scripts in one line of
 * text would be reordered by the other script's direction (PlateLine isolates each on a page).
 */
export function usePlateInLanguage() {
  const [locale] = useLocaleState();
  return useCallback(
    ({ plate_letters, plate_number }: PlateFields) =>
      (locale === 'ar' ? formatPlateArabic : formatPlateLatin)({ letters: plate_letters, number: plate_number }),
    [locale],
  );
}

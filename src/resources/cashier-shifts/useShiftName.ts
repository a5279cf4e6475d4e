import { useTranslate } from 'react-admin';
import { useFormatters } from '../../i18n/useFormatters';

/** A shift by its number ("Shift #12"), in the screen's language and digits: its page's title. */
export function useShiftName() {
  const translate = useTranslate();
  const { plain } = useFormatters();
  return (shift: { id: number | string } | undefined) =>
    shift ? translate('ps.cashier_shifts.shift_number', { id: plain(Number(shift.id)) }) : '';
}

import { useLocalizedName } from '../components/LocalizedName';
import { useShiftName } from './cashier-shifts/useShiftName';
import { usePaymentName } from './payment-transactions/usePaymentName';
import { usePlateInLanguage } from './vehicles/usePlateInLanguage';

/**
 * The ways a record is named in the screen's language, each a function of the record: react-admin
 * puts only a text (never an element) in titles and delete confirmations.
 */
export function useRecordNamers() {
  return {
    localizedName: useLocalizedName(),
    plate: usePlateInLanguage(),
    paymentName: usePaymentName(),
    shiftName: useShiftName(),
  };
}

export type RecordNamers = ReturnType<typeof useRecordNamers>;

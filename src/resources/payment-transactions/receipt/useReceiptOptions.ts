import { useStore } from 'react-admin';
import type { Paper } from '../../../components/PrintPaper';
import { type PrintLanguage, usePrintLanguage, usePrintLanguages } from '../../../components/usePrintLanguage';

/** How the back office prints receipts, kept for the next one: in the app's language until chosen otherwise, on A4. */
export function useReceiptOptions() {
  const [paper, setPaper] = useStore<Paper>('receipt.paper', 'a4');
  return { ...usePrintLanguage('receipt.language'), paper, setPaper };
}

/** How the lane prints receipts, kept for the next one: on its 80 mm slip, in the screen's language or in both. */
export function useLaneReceiptOptions() {
  const [both, setBoth] = useStore<boolean>('receipt.lane_both_languages', false);
  const { appLanguage, language, languages } = usePrintLanguages((screen) => (both ? 'both' : screen));
  const choices: readonly PrintLanguage[] = [appLanguage, 'both'];
  return {
    language,
    setLanguage: (chosen: PrintLanguage) => setBoth(chosen === 'both'),
    choices,
    paper: 'slip' as const,
    languages,
  };
}

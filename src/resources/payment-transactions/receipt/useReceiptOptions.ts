import { useLocaleState, useStore } from 'react-admin';
import type { Paper } from '../../../components/PrintPaper';
import type { AppLocale } from '../../../providers/storage';

export const RECEIPT_LANGUAGES = ['en', 'ar', 'both'] as const;
export type ReceiptLanguage = (typeof RECEIPT_LANGUAGES)[number];

/** The app's language, and the languages a receipt in `language` is printed in: both put the app's first, on the reading side of the page or on top. */
function useLanguages(language: (appLanguage: AppLocale) => ReceiptLanguage) {
  const [locale] = useLocaleState();
  const appLanguage: AppLocale = locale === 'ar' ? 'ar' : 'en';
  const otherLanguage: AppLocale = appLanguage === 'ar' ? 'en' : 'ar';
  const chosen = language(appLanguage);
  return { appLanguage, language: chosen, languages: chosen === 'both' ? [appLanguage, otherLanguage] : [chosen] };
}

/** How the back office prints receipts, kept for the next one: in the app's language until chosen otherwise, on A4. */
export function useReceiptOptions() {
  const [stored, setLanguage] = useStore<ReceiptLanguage | undefined>('receipt.language', undefined);
  const [paper, setPaper] = useStore<Paper>('receipt.paper', 'a4');
  const { language, languages } = useLanguages((appLanguage) => stored ?? appLanguage);
  return { language, setLanguage, choices: RECEIPT_LANGUAGES, paper, setPaper, languages };
}

/** How the lane prints receipts, kept for the next one: on its 80 mm slip, in the screen's language or in both. */
export function useLaneReceiptOptions() {
  const [both, setBoth] = useStore<boolean>('receipt.lane_both_languages', false);
  const { appLanguage, language, languages } = useLanguages((screen) => (both ? 'both' : screen));
  const choices: readonly ReceiptLanguage[] = [appLanguage, 'both'];
  return {
    language,
    setLanguage: (chosen: ReceiptLanguage) => setBoth(chosen === 'both'),
    choices,
    paper: 'slip' as const,
    languages,
  };
}

/** A receipt's language as chosen, the setter of the choice, and the languages offered. */
export interface ReceiptLanguageOptions {
  language: ReceiptLanguage;
  setLanguage(chosen: ReceiptLanguage): void;
  choices: readonly ReceiptLanguage[];
}

import { useLocaleState, useStore } from 'react-admin';
import type { AppLocale } from '../../../providers/storage';

export const RECEIPT_LANGUAGES = ['en', 'ar', 'both'] as const;
export type ReceiptLanguage = (typeof RECEIPT_LANGUAGES)[number];

/** An A4 page for the office's printer, or the 80 mm roll of a thermal receipt printer. */
export const RECEIPT_PAPERS = ['a4', 'slip'] as const;
export type ReceiptPaper = (typeof RECEIPT_PAPERS)[number];

/**
 * How receipts are printed, kept for the next one: in the app's language until chosen otherwise,
 * on A4. Both languages put the app's first: on the reading side of the page, or on top.
 */
export function useReceiptOptions() {
  const [locale] = useLocaleState();
  const appLanguage: AppLocale = locale === 'ar' ? 'ar' : 'en';
  const [language, setLanguage] = useStore<ReceiptLanguage>('receipt.language', appLanguage);
  const [paper, setPaper] = useStore<ReceiptPaper>('receipt.paper', 'a4');
  const otherLanguage: AppLocale = appLanguage === 'ar' ? 'en' : 'ar';
  const languages: AppLocale[] = language === 'both' ? [appLanguage, otherLanguage] : [language];
  return { language, setLanguage, paper, setPaper, languages };
}

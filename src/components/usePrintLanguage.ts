import { useLocaleState, useStore } from 'react-admin';
import type { AppLocale } from '../providers/storage';

export const PRINT_LANGUAGES = ['en', 'ar', 'both'] as const;
export type PrintLanguage = (typeof PRINT_LANGUAGES)[number];

/** A printout's language as chosen, the setter of the choice, and the languages offered. */
export interface PrintLanguageOptions {
  language: PrintLanguage;
  setLanguage(chosen: PrintLanguage): void;
  choices: readonly PrintLanguage[];
}

/**
 * The app's language, and the languages a printout in `language` is in: both put the app's first,
 * on the reading side of the page or on top.
 */
export function usePrintLanguages(language: (appLanguage: AppLocale) => PrintLanguage) {
  const [locale] = useLocaleState();
  const appLanguage: AppLocale = locale === 'ar' ? 'ar' : 'en';
  const otherLanguage: AppLocale = appLanguage === 'ar' ? 'en' : 'ar';
  const chosen = language(appLanguage);
  return { appLanguage, language: chosen, languages: chosen === 'both' ? [appLanguage, otherLanguage] : [chosen] };
}

/** A printout's language, kept under `storeKey` for the next one of its kind: the app's until chosen otherwise. */
export function usePrintLanguage(storeKey: string) {
  const [stored, setLanguage] = useStore<PrintLanguage | undefined>(storeKey, undefined);
  const { language, languages } = usePrintLanguages((appLanguage) => stored ?? appLanguage);
  return { language, setLanguage, choices: PRINT_LANGUAGES, languages };
}

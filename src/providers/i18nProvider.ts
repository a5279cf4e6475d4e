import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { englishMessages } from '../i18n/en';
import type { AppLocale } from './storage';

export const AVAILABLE_LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'ar', name: 'العربية' },
];

export const loadArabicMessages = (): Promise<TranslationMessages> =>
  import('../i18n/ar').then((module) => module.arabicMessages);

/**
 * English is in the main bundle; Arabic is its own chunk, fetched before the first render
 * when it is the stored language and on demand when the user switches to it.
 */
export function createI18nProvider(initialLocale: AppLocale, initialMessages: TranslationMessages) {
  return polyglotI18nProvider(
    (locale) => {
      if (locale === initialLocale) return initialMessages;
      return locale === 'ar' ? loadArabicMessages() : englishMessages;
    },
    initialLocale,
    AVAILABLE_LOCALES,
    { allowMissing: false },
  );
}

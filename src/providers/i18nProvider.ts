import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { digitsOf, isolateForeignText, withDigits } from '../i18n/digits';
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

/**
 * Every message as a screen shows it: user text of the other direction (a Latin name in an
 * Arabic sentence, an Arabic name in an English one) isolated, and the digits in the screen's
 * style, in titles, notifications, confirmations and pagination alike.
 */
export function withDisplayRules(provider: I18nProvider, chosenDigits: unknown): I18nProvider {
  return {
    ...provider,
    translate(key, options) {
      const locale = provider.getLocale();
      const isolated =
        options &&
        Object.fromEntries(
          Object.entries(options).map(([name, value]) => [
            name,
            name !== '_' && typeof value === 'string' ? isolateForeignText(value, locale) : value,
          ]),
        );
      return withDigits(provider.translate(key, isolated), digitsOf(locale, chosenDigits));
    },
  };
}

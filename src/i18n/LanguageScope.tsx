import { CacheProvider } from '@emotion/react';
import { type Direction, type Theme, ThemeProvider } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { I18nContextProvider, memoryStore, StoreContextProvider, useStore } from 'react-admin';
import { createI18nProvider, loadArabicMessages, withDisplayRules } from '../providers/i18nProvider';
import { TIME_ZONE_STORE_KEY } from '../providers/operatorTimeZone';
import type { AppLocale } from '../providers/storage';
import { ltrCache, rtlCache } from '../theme/emotion-caches';
import { DIGITS_STORE_KEY } from './digits';
import { englishMessages } from './en';

const messagesOf = (language: AppLocale) =>
  language === 'ar' ? loadArabicMessages() : Promise.resolve(englishMessages);

/**
 * A part of a page in a language of its own, whatever the app's: a bilingual receipt. Below it
 * every hook speaks `language` (useTranslate, useFormatters, useLocalizedName...), with the
 * digits the user chose and dates in `timeZone`; its text runs in the language's direction, and
 * its styles are flipped for Arabic as the app's are.
 */
export function LanguageScope({
  language,
  timeZone,
  children,
}: {
  language: AppLocale;
  timeZone: string;
  children: ReactNode;
}) {
  const [chosenDigits] = useStore<unknown>(DIGITS_STORE_KEY);
  const { data: messages } = useQuery({
    queryKey: ['messages', language],
    queryFn: () => messagesOf(language),
    staleTime: Infinity,
  });
  const store = useMemo(
    () => memoryStore({ locale: language, [DIGITS_STORE_KEY]: chosenDigits, [TIME_ZONE_STORE_KEY]: timeZone }),
    [language, chosenDigits, timeZone],
  );
  const i18nProvider = useMemo(
    () => messages && withDisplayRules(createI18nProvider(language, messages), chosenDigits),
    [language, messages, chosenDigits],
  );
  if (!i18nProvider) return null;
  const direction: Direction = language === 'ar' ? 'rtl' : 'ltr';
  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider theme={(outer: Theme) => ({ ...outer, direction })}>
        <StoreContextProvider value={store}>
          <I18nContextProvider value={i18nProvider}>
            <div dir={direction} lang={language}>
              {children}
            </div>
          </I18nContextProvider>
        </StoreContextProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}

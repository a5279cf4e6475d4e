import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { I18nContextProvider, type I18nProvider, type Store, StoreContextProvider } from 'ra-core';
import { DIGITS_STORE_KEY } from './i18n/digits';
import { withDisplayRules } from './providers/i18nProvider';
import { createAppTheme } from './theme/create-app-theme';
import { ltrCache, rtlCache } from './theme/emotion-caches';
import { withNamedProgress } from './theme/named-progress';
import { REDUCED_MOTION_QUERY, withReducedMotion } from './theme/reduced-motion';
import { useThemeSettings } from './theme/ThemeSettingsContext';

interface LocaleShellProps {
  store: Store;
  i18nProvider: I18nProvider;
  initialLocale: string;
  children: (theme: ReturnType<typeof createAppTheme>) => ReactNode;
}

/**
 * The language decides everything around the app: direction, the emotion cache that flips
 * styles for Arabic, the MUI theme and the <html dir lang>; with the digit setting, the digits
 * of every message and number. It is read from the store shared
 * with react-admin, so the public pages and the signed-in app follow the same choice.
 */
export function LocaleShell({ store, i18nProvider, initialLocale, children }: LocaleShellProps) {
  const { settings, update } = useThemeSettings();
  const [locale, setLocale] = useState<string>(() => store.getItem<string>('locale') ?? initialLocale);
  useEffect(() => store.subscribe('locale', (value) => setLocale(typeof value === 'string' ? value : 'en')), [store]);
  const [chosenDigits, setChosenDigits] = useState<unknown>(() => store.getItem(DIGITS_STORE_KEY));
  useEffect(() => store.subscribe(DIGITS_STORE_KEY, setChosenDigits), [store]);
  const displayedI18nProvider = useMemo(
    () => withDisplayRules(i18nProvider, chosenDigits),
    [i18nProvider, chosenDigits],
  );

  const direction = locale === 'ar' ? 'rtl' : 'ltr';
  useLayoutEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.lang = locale;
    if (settings.direction !== direction) update((current) => ({ ...current, direction }));
  }, [direction, locale, settings.direction, update]);
  useLayoutEffect(() => {
    document.documentElement.classList.toggle('dark', settings.mode === 'dark');
  }, [settings.mode]);

  const loadingLabel = displayedI18nProvider.translate('ra.page.loading');
  const reduceMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  const theme = useMemo(() => {
    const named = withNamedProgress(createAppTheme({ ...settings, direction }), loadingLabel);
    return reduceMotion ? withReducedMotion(named) : named;
  }, [settings, direction, loadingLabel, reduceMotion]);
  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      <StoreContextProvider value={store}>
        <I18nContextProvider value={displayedI18nProvider}>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            {children(theme)}
          </ThemeProvider>
        </I18nContextProvider>
      </StoreContextProvider>
    </CacheProvider>
  );
}

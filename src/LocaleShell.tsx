import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { I18nContextProvider, type I18nProvider, type Store, StoreContextProvider } from 'ra-core';
import { createAppTheme } from './theme/create-app-theme';
import { ltrCache, rtlCache } from './theme/emotion-caches';
import { useThemeSettings } from './theme/ThemeSettingsContext';

interface LocaleShellProps {
  store: Store;
  i18nProvider: I18nProvider;
  initialLocale: string;
  children: (theme: ReturnType<typeof createAppTheme>) => ReactNode;
}

/**
 * The language decides everything around the app: direction, the emotion cache that flips
 * styles for Arabic, the MUI theme and the <html dir lang>. It is read from the store shared
 * with react-admin, so the public pages and the signed-in app follow the same choice.
 */
export function LocaleShell({ store, i18nProvider, initialLocale, children }: LocaleShellProps) {
  const { settings, update } = useThemeSettings();
  const [locale, setLocale] = useState<string>(() => store.getItem<string>('locale') ?? initialLocale);
  useEffect(() => store.subscribe('locale', (value) => setLocale(typeof value === 'string' ? value : 'en')), [store]);

  const direction = locale === 'ar' ? 'rtl' : 'ltr';
  useLayoutEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.lang = locale;
    if (settings.direction !== direction) update((current) => ({ ...current, direction }));
  }, [direction, locale, settings.direction, update]);
  useLayoutEffect(() => {
    document.documentElement.classList.toggle('dark', settings.mode === 'dark');
  }, [settings.mode]);

  const theme = useMemo(() => createAppTheme({ ...settings, direction }), [settings, direction]);
  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      <StoreContextProvider value={store}>
        <I18nContextProvider value={i18nProvider}>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            {children(theme)}
          </ThemeProvider>
        </I18nContextProvider>
      </StoreContextProvider>
    </CacheProvider>
  );
}

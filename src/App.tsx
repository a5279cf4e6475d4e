import { CacheProvider } from '@emotion/react';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { BrowserRouter, Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource, type TranslationMessages } from 'react-admin';
import { CatchAll } from './custom-pages/CatchAll';
import { RootRedirect } from './custom-pages/RootRedirect';
import { AccessDeniedPage } from './custom-pages/access-denied/AccessDeniedPage';
import { authRoutes } from './custom-pages/auth/authRoutes';
import { CompanyDashboardPage } from './custom-pages/company-dashboard/CompanyDashboardPage';
import { HomePage } from './custom-pages/home/HomePage';
import { RequirePermission } from './custom-pages/RequirePermission';
import { AppLayout } from './layout/AppLayout';
import { authProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { createI18nProvider } from './providers/i18nProvider';
import { type AppLocale, createAppStore } from './providers/storage';
import areas from './resources/areas';
import gateTypes from './resources/gate-types';
import gates from './resources/gates';
import subAreas from './resources/sub-areas';
import { createAppTheme } from './theme/create-app-theme';
import { ltrCache, rtlCache } from './theme/emotion-caches';
import { ThemeSettingsProvider, useThemeSettings } from './theme/ThemeSettingsContext';

const store = createAppStore();
const dataProvider = createDataProvider();

interface AppProps {
  initialLocale: AppLocale;
  initialMessages: TranslationMessages;
}

export function App(props: AppProps) {
  return (
    <BrowserRouter>
      <ThemeSettingsProvider>
        <LocalizedAdmin {...props} />
      </ThemeSettingsProvider>
    </BrowserRouter>
  );
}

/**
 * The locale lives in the store created outside <Admin>, so that it can choose the
 * direction, the emotion cache and the theme before react-admin renders anything.
 */
function LocalizedAdmin({ initialLocale, initialMessages }: AppProps) {
  const { settings, update } = useThemeSettings();
  const [locale, setLocale] = useState<string>(() => store.getItem<string>('locale') ?? initialLocale);
  const i18nProvider = useMemo(() => createI18nProvider(initialLocale, initialMessages), [initialLocale, initialMessages]);
  useEffect(() => store.subscribe('locale', (value) => setLocale(typeof value === 'string' ? value : 'en')), []);

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
      <Admin
        title="ps.app.title"
        store={store}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        theme={theme}
        layout={AppLayout}
        dashboard={RootRedirect}
        catchAll={CatchAll}
        accessDenied={AccessDeniedPage}
        disableTelemetry
      >
        <CustomRoutes noLayout>{authRoutes}</CustomRoutes>
        <CustomRoutes>
          <Route path="/home" element={<RequirePermission permission="home_access"><HomePage /></RequirePermission>} />
          <Route
            path="/company-dashboard"
            element={<RequirePermission permission="company_dashboard_access"><CompanyDashboardPage /></RequirePermission>}
          />
        </CustomRoutes>
        <Resource name="areas" {...areas} />
        <Resource name="gates" {...gates.resource}>
          {gates.routes}
        </Resource>
        <Resource name="sub-areas" {...subAreas.resource}>
          {subAreas.routes}
        </Resource>
        <Resource name="gate-types" {...gateTypes} />
      </Admin>
    </CacheProvider>
  );
}

import { lazy, Suspense, useMemo, useState } from 'react';
import { createBrowserRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import type { TranslationMessages } from 'ra-core';
import { publicRoutes } from './custom-pages/auth/publicRoutes';
import { LoadingScreen } from './components/LoadingScreen';
import { RequireSession } from './layout/RequireSession';
import { LocaleShell } from './LocaleShell';
import { createI18nProvider } from './providers/i18nProvider';
import { type AppLocale, createAppStore } from './providers/storage';
import type { createAppTheme } from './theme/create-app-theme';
import { ThemeSettingsProvider } from './theme/ThemeSettingsContext';

const AdminApp = lazy(() => import('./AdminApp'));
const store = createAppStore();

interface AppProps {
  initialLocale: AppLocale;
  initialMessages: TranslationMessages;
}

function SignedInArea({ theme }: { theme: ReturnType<typeof createAppTheme> }) {
  return (
    <RequireSession>
      <Suspense fallback={<LoadingScreen />}>
        <AdminApp theme={theme} />
      </Suspense>
    </RequireSession>
  );
}

/**
 * The public pages (sign-in and its siblings) are light: react-admin's back office, its
 * resources and layout are a separate chunk, fetched once the user is signed in.
 */
function AppRoutes({ initialLocale, initialMessages }: AppProps) {
  const i18nProvider = useMemo(
    () => createI18nProvider(initialLocale, initialMessages),
    [initialLocale, initialMessages],
  );
  return (
    <ThemeSettingsProvider>
      <LocaleShell store={store} i18nProvider={i18nProvider} initialLocale={initialLocale}>
        {(theme) => (
          // Above the routes, so that moving to a page still being fetched keeps the current one on screen.
          <Suspense fallback={<LoadingScreen />}>
            <Routes>
              {publicRoutes}
              <Route path="*" element={<SignedInArea theme={theme} />} />
            </Routes>
          </Suspense>
        )}
      </LocaleShell>
    </ThemeSettingsProvider>
  );
}

/**
 * A data router, not a plain BrowserRouter: only a data router can hold a navigation back,
 * which react-admin needs to ask before leaving a form with unsaved changes.
 */
export function App(props: AppProps) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AppRoutes {...props} /> }]));
  return <RouterProvider router={router} />;
}

import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  AdminContext,
  type DataProvider,
  memoryStore,
  type Store,
  TestMemoryRouter,
  testDataProvider,
} from 'react-admin';
import { arabicMessages } from '../i18n/ar';
import { englishMessages } from '../i18n/en';
import { withNamedProgress } from '../theme/named-progress';
import { authProvider } from '../providers/authProvider';
import { type DigitStyle, DIGITS_STORE_KEY, digitsOf } from '../i18n/digits';
import { withNumberComponents } from '../i18n/number-components';
import { createI18nProvider, withDisplayRules } from '../providers/i18nProvider';
import { createQueryClient } from '../providers/queryClient';
import { createAppTheme } from '../theme/create-app-theme';
import { withListStates } from '../theme/list-states';
import { DEFAULT_THEME_SETTINGS } from '../theme/theme-settings';
import { ThemeSettingsProvider } from '../theme/ThemeSettingsContext';

/** Shows where the router is, so tests can assert redirects as a user would see the address. */
function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderWithAdmin(
  element: ReactNode,
  {
    path = '/',
    route = '*',
    locale = 'en',
    digits = 'latn',
    dataProvider = testDataProvider(),
    store = memoryStore({ locale, [DIGITS_STORE_KEY]: digits }),
  }: {
    path?: string;
    route?: string;
    locale?: 'en' | 'ar';
    digits?: DigitStyle;
    dataProvider?: DataProvider;
    store?: Store;
  } = {},
) {
  // As LocaleShell does in the app: messages and numbers shown with the digit setting, every progress bar named.
  const i18nProvider = withDisplayRules(
    createI18nProvider(locale, locale === 'ar' ? arabicMessages : englishMessages),
    digits,
  );
  const theme = withNamedProgress(
    withListStates(
      withNumberComponents(
        createAppTheme({ ...DEFAULT_THEME_SETTINGS, direction: locale === 'ar' ? 'rtl' : 'ltr' }),
        locale,
        digitsOf(locale, digits),
      ),
    ),
    i18nProvider.translate('ra.page.loading'),
  );
  return render(
    // A data router, as in the app, so that forms can hold a navigation back (unsaved changes).
    <TestMemoryRouter initialEntries={[path]}>
      <ThemeSettingsProvider>
        <AdminContext
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          store={store}
          queryClient={createQueryClient()}
          theme={theme}
        >
          <Routes>
            <Route path={route} element={element} />
            <Route path="*" element={null} />
          </Routes>
          <CurrentLocation />
        </AdminContext>
      </ThemeSettingsProvider>
    </TestMemoryRouter>,
  );
}

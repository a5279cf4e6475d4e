import type { Theme } from '@mui/material';
import { useMemo } from 'react';
import { Route } from 'react-router-dom';
import {
  Admin,
  CanAccess,
  CustomRoutes,
  Resource,
  useI18nProvider,
  useLocaleState,
  useStoreContext,
} from 'react-admin';
import { CatchAll } from './custom-pages/CatchAll';
import { RootRedirect } from './custom-pages/RootRedirect';
import { AccessDeniedPage } from './custom-pages/access-denied/AccessDeniedPage';
import { withNumberComponents } from './i18n/number-components';
import { useDigits } from './i18n/useFormatters';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { authProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { createQueryClient } from './providers/queryClient';
import { useAnnouncedTimeZone } from './providers/operatorTimeZone';
import { withListStates } from './theme/list-states';
import { ACCESS_DENIED } from './resources/guarded';
import { PAGES, RESOURCES } from './resources/registry';
import { useRecordNamers } from './resources/useRecordNamers';

const dataProvider = createDataProvider();
const queryClient = createQueryClient();

/** The signed-in back office: react-admin with every resource and page of the registry. */
export default function AdminApp({ theme }: { theme: Theme }) {
  const store = useStoreContext();
  const i18nProvider = useI18nProvider();
  const namers = useRecordNamers();
  useAnnouncedTimeZone();
  // Lists and number inputs take the screen's digits; only the signed-in app has them, so this
  // stays out of the sign-in page's bundle.
  const [locale] = useLocaleState();
  const digits = useDigits();
  const adminTheme = useMemo(
    () => withListStates(withNumberComponents(theme, locale, digits)),
    [theme, locale, digits],
  );
  return (
    <Admin
      title="ps.app.title"
      store={store}
      dataProvider={dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={adminTheme}
      layout={AppLayout}
      notification={AppNotification}
      dashboard={RootRedirect}
      catchAll={CatchAll}
      accessDenied={AccessDeniedPage}
      disableTelemetry
    >
      <CustomRoutes>
        {PAGES.map(({ path, page: Page, access }) => (
          <Route
            key={path}
            path={`/${path}`}
            element={
              <CanAccess {...access} accessDenied={ACCESS_DENIED}>
                <Page />
              </CanAccess>
            }
          />
        ))}
      </CustomRoutes>
      {RESOURCES.map(({ name, list, create, edit, show, icon, routes, recordRepresentation }) => (
        <Resource
          key={name}
          name={name}
          list={list}
          create={create}
          edit={edit}
          show={show}
          icon={icon}
          recordRepresentation={
            typeof recordRepresentation === 'function' ? recordRepresentation(namers) : recordRepresentation
          }
        >
          {routes}
        </Resource>
      ))}
    </Admin>
  );
}

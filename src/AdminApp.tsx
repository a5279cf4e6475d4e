import type { Theme } from '@mui/material';
import { useMemo } from 'react';
import { Route } from 'react-router-dom';
import { Admin, CanAccess, CustomRoutes, Resource, useI18nProvider, useLocaleState, useStoreContext } from 'react-admin';
import { CatchAll } from './custom-pages/CatchAll';
import { RootRedirect } from './custom-pages/RootRedirect';
import { AccessDeniedPage } from './custom-pages/access-denied/AccessDeniedPage';
import { useLocalizedName } from './components/LocalizedName';
import { CompanyDashboardPage } from './custom-pages/company-dashboard/CompanyDashboardPage';
import { HomePage } from './custom-pages/home/HomePage';
import { RevenueReportPage } from './custom-pages/revenue-report/RevenueReportPage';
import { withNumberComponents } from './i18n/number-components';
import { useDigits } from './i18n/useFormatters';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { authProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { createQueryClient } from './providers/queryClient';
import { useAnnouncedTimeZone } from './providers/operatorTimeZone';
import { withListStates } from './theme/list-states';
import areas from './resources/areas';
import employees from './resources/employees';
import companies from './resources/companies';
import companySubscriptions from './resources/company-subscriptions';
import auditLog from './resources/audit-log';
import feeAdjustments from './resources/fee-adjustments';
import gates from './resources/gates';
import parkingCards from './resources/parking-carts';
import paymentTransactions from './resources/payment-transactions';
import { usePaymentName } from './resources/payment-transactions/usePaymentName';
import { receiptRoute } from './resources/payment-transactions/receipt';
import { ACCESS_DENIED } from './resources/guarded';
import subAreas from './resources/sub-areas';
import subscriptionPlans from './resources/subscription-plans';
import subscriptions from './resources/subscriptions';
import vehicles from './resources/vehicles';
import { usePlateInLanguage } from './resources/vehicles/usePlateInLanguage';

const dataProvider = createDataProvider();
const queryClient = createQueryClient();

/** The signed-in back office: react-admin with every resource and page of the product. */
export default function AdminApp({ theme }: { theme: Theme }) {
  const store = useStoreContext();
  const i18nProvider = useI18nProvider();
  // A record is named in the app language; as a function of the record, since react-admin puts
  // only a text (never an element) in titles and delete confirmations.
  const nameOf = useLocalizedName();
  const plateOf = usePlateInLanguage();
  const paymentNameOf = usePaymentName();
  useAnnouncedTimeZone();
  // Lists and number inputs take the screen's digits; only the signed-in app has them, so this
  // stays out of the sign-in page's bundle.
  const [locale] = useLocaleState();
  const digits = useDigits();
  const adminTheme = useMemo(() => withListStates(withNumberComponents(theme, locale, digits)), [theme, locale, digits]);
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
        <Route
          path="/home"
          element={<CanAccess resource="home" action="access" accessDenied={ACCESS_DENIED}><HomePage /></CanAccess>}
        />
        <Route
          path="/company-dashboard"
          element={<CanAccess resource="company-dashboard" action="access" accessDenied={ACCESS_DENIED}><CompanyDashboardPage /></CanAccess>}
        />
        {/* The payment transactions' report: whoever lists the payments reads what they add up to. */}
        <Route
          path="/revenue-report"
          element={<CanAccess resource="parking-transactions" action="list" accessDenied={ACCESS_DENIED}><RevenueReportPage /></CanAccess>}
        />
      </CustomRoutes>
      <Resource name="areas" {...areas} recordRepresentation={nameOf} />
      <Resource name="gates" {...gates.resource} recordRepresentation={nameOf}>
        {gates.routes}
      </Resource>
      <Resource name="sub-areas" {...subAreas.resource} recordRepresentation={nameOf}>
        {subAreas.routes}
      </Resource>
      <Resource name="employees" {...employees} />
      <Resource name="companies" {...companies} recordRepresentation={nameOf} />
      <Resource name="company-subscriptions" {...companySubscriptions} />
      <Resource name="subscriptions" {...subscriptions} />
      <Resource name="parking-carts" {...parkingCards} />
      {/* SPEC's route for the API's payment-transactions (src/providers/apiResources.ts). */}
      <Resource name="parking-transactions" {...paymentTransactions} recordRepresentation={paymentNameOf}>
        {receiptRoute}
      </Resource>
      <Resource name="vehicles" {...vehicles} recordRepresentation={plateOf} />
      <Resource name="subscription-plans" {...subscriptionPlans} recordRepresentation={nameOf} />
      <Resource name="audit-log" {...auditLog} />
      <Resource name="fee-adjustments" {...feeAdjustments} />
      {/* Reference data: no pages, only a name. */}
      <Resource name="gate-types" recordRepresentation={nameOf} />
      <Resource name="payment-methods" recordRepresentation={nameOf} />
    </Admin>
  );
}

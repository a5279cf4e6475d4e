import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { CREDENTIAL_PAGE_PATH } from '../../../domain/credential';
import { PAY_AHEAD_PATH } from '../../../domain/pay-ahead';
import { SUBSCRIBER_PAGE_PATH } from '../../../domain/schemas/subscriber-portal';
import { GuestOnly } from './GuestOnly';
import { RequireSignUpEnabled } from './RequireSignUpEnabled';
import { SignInPage } from './SignInPage';

// The sign-in page comes with the app; its siblings, seldom visited, are fetched when opened.
const SignUpPage = lazy(() => import('./SignUpPage').then((module) => ({ default: module.SignUpPage })));
const ForgotPasswordPage = lazy(() =>
  import('./ForgotPasswordPage').then((module) => ({ default: module.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('./ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage })),
);
const SubscriptionRequestPage = lazy(() =>
  import('../subscription-request/SubscriptionRequestPage').then((module) => ({
    default: module.SubscriptionRequestPage,
  })),
);
const PayPage = lazy(() => import('../pay/PayPage').then((module) => ({ default: module.PayPage })));
const SubscriberPage = lazy(() =>
  import('../subscriber/SubscriberPage').then((module) => ({ default: module.SubscriberPage })),
);
const PayAheadPage = lazy(() =>
  import('../pay-ahead/PayAheadPage').then((module) => ({ default: module.PayAheadPage })),
);
const MyQrPage = lazy(() => import('../my-qr/MyQrPage').then((module) => ({ default: module.MyQrPage })));

/**
 * The public pages of SPEC section 2, outside the signed-in layout: guest-only, except the
 * subscription request, a subscriber's QR code, a payment link's page and a guest's page to pay
 * their parking ahead, which a signed-in user may open too.
 */
export const publicRoutes = [
  <Route
    key="sign-in"
    path="/sign-in"
    element={
      <GuestOnly>
        <SignInPage />
      </GuestOnly>
    }
  />,
  <Route
    key="sign-up"
    path="/sign-up"
    element={
      <GuestOnly>
        <RequireSignUpEnabled>
          <SignUpPage />
        </RequireSignUpEnabled>
      </GuestOnly>
    }
  />,
  <Route
    key="forgot-password"
    path="/forgot-password"
    element={
      <GuestOnly>
        <ForgotPasswordPage />
      </GuestOnly>
    }
  />,
  <Route
    key="reset-password"
    path="/reset-password"
    element={
      <GuestOnly>
        <ResetPasswordPage />
      </GuestOnly>
    }
  />,
  <Route key="subscription-request" path="/subscription-request" element={<SubscriptionRequestPage />} />,
  <Route key="my-qr" path={CREDENTIAL_PAGE_PATH} element={<MyQrPage />} />,
  <Route key="pay" path="/pay/:token" element={<PayPage />} />,
  <Route key="pay-ahead" path={`${PAY_AHEAD_PATH}/:qr?`} element={<PayAheadPage />} />,
  <Route key="subscriber" path={SUBSCRIBER_PAGE_PATH} element={<SubscriberPage />} />,
];

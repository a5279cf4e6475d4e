import { Route } from 'react-router-dom';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { GuestOnly } from './GuestOnly';
import { ResetPasswordPage } from './ResetPasswordPage';
import { SignInPage } from './SignInPage';
import { SignUpPage } from './SignUpPage';

/** The public, guest-only pages of SPEC section 2, outside the signed-in layout. */
export const publicRoutes = [
  <Route key="sign-in" path="/sign-in" element={<GuestOnly><SignInPage /></GuestOnly>} />,
  <Route key="sign-up" path="/sign-up" element={<GuestOnly><SignUpPage /></GuestOnly>} />,
  <Route key="forgot-password" path="/forgot-password" element={<GuestOnly><ForgotPasswordPage /></GuestOnly>} />,
  <Route key="reset-password" path="/reset-password" element={<GuestOnly><ResetPasswordPage /></GuestOnly>} />,
];

import type { ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { LoadingScreen } from '../../components/LoadingScreen';
import { BackToSignIn } from './BackToSignIn';
import { FormAlert } from './FormAlert';
import { SideLayout } from './SideLayout';
import { useSignUpEnabled } from './useSignUpEnabled';

/**
 * The sign-up page while the server takes sign-ups; otherwise it says so, in the specification's
 * words ("Sign up is disabled for test mode"), with the way back to sign in, rather than turning
 * into the sign-in page without a word.
 */
export function RequireSignUpEnabled({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const enabled = useSignUpEnabled();
  if (enabled === undefined) return <LoadingScreen />;
  if (enabled) return <>{children}</>;
  return (
    <SideLayout title={translate('ps.auth.sign_up_title')}>
      <FormAlert severity="info" message="ps.errors.sign_up_disabled" />
      <BackToSignIn />
    </SideLayout>
  );
}

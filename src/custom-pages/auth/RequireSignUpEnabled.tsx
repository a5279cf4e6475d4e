import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useSignUpEnabled } from './useSignUpEnabled';

/** The sign-up page exists only while the server takes sign-ups; otherwise it is the sign-in page. */
export function RequireSignUpEnabled({ children }: { children: ReactNode }) {
  const enabled = useSignUpEnabled();
  if (enabled === undefined) return <LoadingScreen />;
  if (!enabled) return <Navigate to="/sign-in" replace />;
  return <>{children}</>;
}

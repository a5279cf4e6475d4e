import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isAuthenticated } from '../providers/storage';
import { signInLocation } from './sign-in-location';

/**
 * Signed-out visitors never see, nor download, the back office: they go to sign-in with the
 * asked-for path, history replaced. It re-renders on every navigation, so a session ended
 * elsewhere (another tab, a 401) is caught at the next click.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  if (!isAuthenticated()) return <Navigate to={signInLocation(pathname, search)} replace />;
  return <>{children}</>;
}

import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { homePathFor } from '../../../domain/roles';
import { isAuthenticated, readSession } from '../../providers/storage';

/** Sign-in and its siblings: a signed-in user goes to the home of their role instead. */
export function GuestOnly({ children }: { children: ReactNode }) {
  if (isAuthenticated()) return <Navigate to={homePathFor(readSession().user?.role.role_id)} replace />;
  return <>{children}</>;
}

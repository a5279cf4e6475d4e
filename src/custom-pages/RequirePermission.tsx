import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { Permission } from '../../domain/roles';
import { canReach } from '../../domain/roles';
import { readSession } from '../providers/storage';

/** Guards a custom page with the same matrix as the server; lacking it leads to /access-denied. */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const authority = readSession().user?.authority ?? [];
  if (!canReach(authority, [permission])) return <Navigate to="/access-denied" replace />;
  return <>{children}</>;
}

import type { ComponentType } from 'react';
import type { Permission } from '../../domain/roles';
import { RequirePermission } from '../custom-pages/RequirePermission';

/**
 * A resource page that checks the permission before it renders, so a refused user goes to
 * /access-denied (history replaced) without the page first asking the API for its data.
 */
export function guarded(permission: Permission, Page: ComponentType) {
  return function GuardedPage() {
    return (
      <RequirePermission permission={permission}>
        <Page />
      </RequirePermission>
    );
  };
}

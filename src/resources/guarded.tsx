import type { ComponentType } from 'react';
import { RESOURCE_PERMISSIONS, type ResourceName } from '../../domain/routes';
import { RequirePermission } from '../custom-pages/RequirePermission';

/**
 * A resource page that checks the permission before it renders, so a refused user goes to
 * /access-denied (history replaced) without the page first asking the API for its data.
 */
export function guarded(resource: ResourceName, Page: ComponentType) {
  return function GuardedPage() {
    return (
      <RequirePermission permission={RESOURCE_PERMISSIONS[resource]}>
        <Page />
      </RequirePermission>
    );
  };
}

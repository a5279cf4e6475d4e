import type { ComponentType } from 'react';
import { CanAccess } from 'react-admin';
import { Navigate } from 'react-router-dom';

/**
 * Where a refused page leads: /access-denied in its place, the history replaced so that Back
 * does not return to the refusal.
 */
export const ACCESS_DENIED = <Navigate to="/access-denied" replace />;

type PageAction = 'list' | 'show' | 'create' | 'edit';

/**
 * A page of the resource in context that asks canAccess before it renders, so a refused user goes
 * to /access-denied without the page first asking the API for its data (react-admin's
 * controllers check too, but alongside their query, and add the refusal to the history).
 */
export function guarded(action: PageAction, Page: ComponentType) {
  return function GuardedPage() {
    return (
      <CanAccess action={action} accessDenied={ACCESS_DENIED}>
        <Page />
      </CanAccess>
    );
  };
}

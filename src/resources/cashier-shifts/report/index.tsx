import { CanAccess } from 'react-admin';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { ACCESS_DENIED } from '../../guarded';

const ShiftReportPage = lazy(() => import('./ShiftReportPage'));

/**
 * A shift's Z report, under its resource: `/cashier-shifts/:id/report`. Its reviewers print any,
 * and a cashier their own (the API's row scope), without the shifts' screens.
 */
export const shiftReportRoute = (
  <Route
    path=":id/report"
    element={
      <CanAccess action="print" accessDenied={ACCESS_DENIED}>
        <ShiftReportPage />
      </CanAccess>
    }
  />
);

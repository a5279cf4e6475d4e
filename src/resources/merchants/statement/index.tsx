import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { guarded } from '../../guarded';

const StatementPage = guarded(
  'show',
  lazy(() => import('./StatementPage')),
);

/** A merchant's monthly statement, under its resource: `/merchants/:id/statement?month=YYYY-MM`. */
export const statementRoute = <Route path=":id/statement" element={<StatementPage />} />;

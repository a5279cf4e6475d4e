import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { guarded } from '../../guarded';

const ReceiptPage = guarded(
  'show',
  lazy(() => import('./ReceiptPage')),
);

/** A payment's receipt, under its resource: `/parking-transactions/:id/receipt`. */
export const receiptRoute = <Route path=":id/receipt" element={<ReceiptPage />} />;

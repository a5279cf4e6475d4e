import { Alert } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CompanySubscription } from '../../providers/dataProvider';

/**
 * On an approved subscription's form: its vehicles change only once a super admin approves, and
 * until then the gate admits those in force; a change already asked for is what the form shows.
 */
export function VehicleChangeNotice() {
  const record = useRecordContext<CompanySubscription>();
  const translate = useTranslate();
  // Not yet in force (pending, or awaiting its online payment), its vehicles change at once.
  if (!record || ['pending', 'awaiting_payment', 'rejected'].includes(record.status)) return null;
  return (
    <Alert severity={record.pending_vehicles ? 'warning' : 'info'} sx={{ mb: 2 }}>
      {translate(
        record.pending_vehicles
          ? 'ps.company_subscriptions.vehicle_change.notice_pending'
          : 'ps.company_subscriptions.vehicle_change.notice',
      )}
    </Alert>
  );
}

import { useRecordContext, useTranslate } from 'react-admin';
import { z } from 'zod';
import { type Rejection, rejectionSchema } from '../../../domain/schemas/subscription-decision';
import { ApproveRejectButtons } from './ApproveRejectButtons';
import type { CompanySubscription } from '../../providers/dataProvider';
import { RejectionFields } from '../subscriptions/DecisionFields';
import { useDecision } from './useDecision';

/** Approving a change asks for nothing but the decision. */
const nothingAsked = z.object({});

/**
 * Approve and Reject of the vehicle change waiting on an approved company subscription (the super
 * admin's, on the company's page): approved, the vehicles asked for replace those in force at the
 * gate; rejected, those in force stay.
 */
export function VehicleChangeButtons() {
  const record = useRecordContext<CompanySubscription>();
  const translate = useTranslate();
  const approve = useDecision(
    (api, shown) => api.approveCompanyVehicleChange(shown),
    'ps.company_subscriptions.vehicle_change.approved',
  );
  const reject = useDecision(
    (api, shown, decision: Rejection) => api.rejectCompanyVehicleChange(shown, decision),
    'ps.company_subscriptions.vehicle_change.rejected',
  );
  if (!record?.pending_vehicles) return null;
  return (
    <ApproveRejectButtons
      subscriber={record.subscriber_name}
      approve={{
        label: 'ps.company_subscriptions.vehicle_change.approve',
        title: 'ps.company_subscriptions.vehicle_change.approve_title',
        description: translate('ps.company_subscriptions.vehicle_change.approve_body'),
        schema: nothingAsked,
        onSubmit: approve,
        children: null,
      }}
      reject={{
        label: 'ps.company_subscriptions.vehicle_change.reject',
        title: 'ps.company_subscriptions.vehicle_change.reject_title',
        description: translate('ps.company_subscriptions.vehicle_change.reject_body'),
        schema: rejectionSchema,
        onSubmit: reject,
        children: <RejectionFields />,
      }}
    />
  );
}

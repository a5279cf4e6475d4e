import { useRecordContext, useTranslate } from 'react-admin';
import {
  type Approval,
  approvalSchema,
  type Rejection,
  rejectionSchema,
} from '../../../domain/schemas/subscription-decision';
import type { CompanySubscription } from '../../providers/dataProvider';
import { ApprovalFields, RejectionFields } from '../subscriptions/DecisionFields';
import { SendPaymentLinkButton } from '../subscriptions/SendPaymentLinkButton';
import { ApproveRejectButtons } from './ApproveRejectButtons';
import { useDecision } from './useDecision';
import { VehicleChangeButtons } from './VehicleChangeButtons';

/**
 * Approve and Reject of a pending company subscription (the super admin's, on the company's page),
 * in the dialogs of individual subscriptions; once it is decided, those of a vehicle change waiting
 * on it, if any; approved to be paid online, the button that sends its payment link to the
 * company's manager.
 */
export function DecisionButtons() {
  const record = useRecordContext<CompanySubscription>();
  const translate = useTranslate();
  const approve = useDecision(
    (api, shown, decision: Approval) => api.approveCompanySubscription(shown, decision),
    'ps.company_subscriptions.approve.done',
  );
  const reject = useDecision(
    (api, shown, decision: Rejection) => api.rejectCompanySubscription(shown, decision),
    'ps.company_subscriptions.reject.done',
  );
  if (!record) return null;
  if (record.status === 'awaiting_payment') return <SendPaymentLinkButton resource="company-subscriptions" />;
  if (record.status !== 'pending') return record.pending_vehicles ? <VehicleChangeButtons /> : null;
  return (
    <ApproveRejectButtons
      subscriber={record.subscriber_name}
      approve={{
        label: 'ps.subscriptions.approve',
        title: 'ps.company_subscriptions.approve.title',
        description: translate('ps.company_subscriptions.approve.body'),
        schema: approvalSchema,
        onSubmit: approve,
        children: <ApprovalFields />,
      }}
      reject={{
        label: 'ps.subscriptions.reject',
        title: 'ps.company_subscriptions.reject.title',
        schema: rejectionSchema,
        onSubmit: reject,
        children: <RejectionFields />,
      }}
    />
  );
}

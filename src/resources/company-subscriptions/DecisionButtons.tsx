import CloseIcon from '@mui/icons-material/Close';
import { Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { DecisionButton } from '../../components/DecisionButton';
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
 * on it, if any; approved to be paid online and not paid yet, the button that sends its payment
 * link to the company's manager, and Reject.
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
  const rejection = {
    label: 'ps.subscriptions.reject',
    title: 'ps.company_subscriptions.reject.title',
    schema: rejectionSchema,
    onSubmit: reject,
    children: <RejectionFields />,
  };
  if (record.status === 'awaiting_payment')
    return (
      <Stack component="span" direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <SendPaymentLinkButton resource="company-subscriptions" />
        <DecisionButton
          icon={<CloseIcon />}
          color="error"
          size="small"
          titleArgs={{ name: record.subscriber_name }}
          {...rejection}
        />
      </Stack>
    );
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
      reject={rejection}
    />
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import {
  type Approval,
  approvalSchema,
  type Rejection,
  rejectionSchema,
} from '../../../domain/schemas/subscription-decision';
import type { AppDataProvider, CompanySubscription } from '../../providers/dataProvider';
import { ApprovalFields, RejectionFields } from '../subscriptions/DecisionFields';
import { ApproveRejectButtons } from './ApproveRejectButtons';
import { VehicleChangeButtons } from './VehicleChangeButtons';

/** What follows a decision: its notice, and the list, the company's quota figures and its charts read again. */
export function useDecided() {
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return async (message: string) => {
    notify(message, { type: 'success' });
    refresh();
    await queryClient.invalidateQueries({ queryKey: ['companies'] });
  };
}

/**
 * Approve and Reject of a pending company subscription (the super admin's, on the company's page),
 * in the dialogs of individual subscriptions; once it is decided, those of a vehicle change waiting
 * on it, if any.
 */
export function DecisionButtons() {
  const record = useRecordContext<CompanySubscription>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const done = useDecided();
  const approve = useMutation({
    mutationFn: (decision: Approval) => dataProvider.approveCompanySubscription(record!.id, decision),
    onSuccess: () => done('ps.company_subscriptions.approve.done'),
  });
  const reject = useMutation({
    mutationFn: (decision: Rejection) => dataProvider.rejectCompanySubscription(record!.id, decision),
    onSuccess: () => done('ps.company_subscriptions.reject.done'),
  });
  if (!record) return null;
  if (record.status !== 'pending') return record.pending_vehicles ? <VehicleChangeButtons /> : null;
  return (
    <ApproveRejectButtons
      subscriber={record.subscriber_name}
      approve={{
        label: 'ps.subscriptions.approve',
        title: 'ps.company_subscriptions.approve.title',
        description: translate('ps.company_subscriptions.approve.body'),
        schema: approvalSchema,
        onSubmit: approve.mutateAsync,
        children: <ApprovalFields />,
      }}
      reject={{
        label: 'ps.subscriptions.reject',
        title: 'ps.company_subscriptions.reject.title',
        schema: rejectionSchema,
        onSubmit: reject.mutateAsync,
        children: <RejectionFields />,
      }}
    />
  );
}

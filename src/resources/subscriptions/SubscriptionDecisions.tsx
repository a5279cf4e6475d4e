import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import {
  type Approval,
  approvalSchema,
  type Rejection,
  rejectionSchema,
} from '../../../domain/schemas/subscription-decision';
import { localDate } from '../../../domain/local-date';
import { subscriptionEndDate } from '../../../domain/subscription-period';
import { DecisionButton } from '../../components/DecisionButton';
import { useFormatters } from '../../i18n/useFormatters';
import { useOperatorTimeZone } from '../../providers/operatorTimeZone';
import type { AppDataProvider, Subscription, SubscriptionWithQr } from '../../providers/dataProvider';
import { ApprovalFields, RejectionFields } from './DecisionFields';
import { QrDialog } from './QrDialog';

/**
 * What an action on the subscription in context needs: the record, the API, and `done`, which
 * says what happened and has every list, count and page of subscriptions show it.
 */
function useSubscriptionAction() {
  const record = useRecordContext<Subscription>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const done = (message?: string) => {
    if (message) notify(message, { type: 'success' });
    void queryClient.invalidateQueries({ queryKey: ['subscriptions'] });
  };
  return { record, dataProvider, notify, done };
}

/** What approving today gives: the plan's period from today in the operator's zone, and the price. */
function ApprovalTerms({ subscription }: { subscription: Subscription }) {
  const translate = useTranslate();
  const { calendarDate, money } = useFormatters();
  const start = localDate(new Date(), useOperatorTimeZone());
  const end = subscriptionEndDate(start, subscription.plan.duration, subscription.plan.duration_unit);
  return (
    <>
      {translate('ps.subscriptions.approve_terms', {
        start: calendarDate(start),
        end: calendarDate(end),
        price: money(subscription.final_price),
      })}
    </>
  );
}

/** Approves a pending subscription (payment method required), then shows its new QR code, or says it awaits its online payment. */
export function ApproveButton() {
  const { record, dataProvider, done } = useSubscriptionAction();
  const [issued, setIssued] = useState<SubscriptionWithQr>();
  const approve = useMutation({
    mutationFn: (values: Approval) => dataProvider.approveSubscription(record!, values),
    onSuccess: ({ qr_token, ...approved }) => {
      // Approved to be paid online, it has no QR code until its payment link is paid.
      if (qr_token === undefined) return done('resources.subscriptions.notifications.awaiting_payment');
      setIssued({ ...approved, qr_token });
      done('resources.subscriptions.notifications.approved');
    },
  });
  if (!record) return null;
  return (
    <>
      {/* The QR code stays on screen once the record, approved, is no longer pending. */}
      {record.status === 'pending' ? (
        <DecisionButton
          label="ps.subscriptions.approve"
          icon={<CheckIcon />}
          color="success"
          title="ps.subscriptions.approve_title"
          description={<ApprovalTerms subscription={record} />}
          schema={approvalSchema}
          onSubmit={approve.mutateAsync}
        >
          <ApprovalFields />
        </DecisionButton>
      ) : null}
      <QrDialog issued={issued} title="ps.subscriptions.approved_title" onClose={() => setIssued(undefined)} />
    </>
  );
}

/** Rejects a pending subscription; the reason is required and kept on the record. */
export function RejectButton() {
  const { record, dataProvider, done } = useSubscriptionAction();
  const reject = useMutation({
    mutationFn: (values: Rejection) => dataProvider.rejectSubscription(record!, values),
    onSuccess: () => done('resources.subscriptions.notifications.rejected'),
  });
  if (!record || (record.status !== 'pending' && record.status !== 'awaiting_payment')) return null;
  return (
    <DecisionButton
      label="ps.subscriptions.reject"
      icon={<CloseIcon />}
      color="error"
      title="ps.subscriptions.reject_title"
      schema={rejectionSchema}
      onSubmit={reject.mutateAsync}
    >
      <RejectionFields />
    </DecisionButton>
  );
}

/**
 * Issues a new QR credential for an active subscription and shows it, to print or send: the one
 * way to send the code again, as the server keeps only its hash. The old code stops working at
 * once, so the operator confirms first.
 */
export function ReissueQrButton() {
  const { record, dataProvider, notify, done } = useSubscriptionAction();
  const translate = useTranslate();
  const [issued, setIssued] = useState<SubscriptionWithQr>();
  const [asking, setAsking] = useState(false);
  const { mutate: reissue, isPending } = useMutation({
    mutationFn: () => dataProvider.reissueSubscriptionQr(record!.id),
    onSuccess: (reissued) => {
      setIssued(reissued);
      setAsking(false);
      done();
    },
    onError: (failure) => notify(failure instanceof Error ? failure.message : 'ps.errors.generic', { type: 'error' }),
  });
  if (!record || record.status !== 'active') return null;
  return (
    <>
      <Button startIcon={<QrCodeIcon />} onClick={() => setAsking(true)}>
        {translate('ps.subscriptions.reissue_qr')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={isPending}
        title="ps.subscriptions.reissue_confirm.title"
        content="ps.subscriptions.reissue_confirm.body"
        confirm="ps.subscriptions.reissue_confirm.confirm"
        confirmColor="warning"
        onConfirm={() => reissue()}
        onClose={() => setAsking(false)}
      />
      <QrDialog issued={issued} title="ps.subscriptions.reissued_title" onClose={() => setIssued(undefined)} />
    </>
  );
}

import { CircularProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { GateEntry } from '../../../domain/schemas/gate-operations';
import { AnswerCard } from './AnswerCard';
import { PaidFee } from './PaidFee';
import { BigPlate } from './PresentedEcho';

const GuestTicket = lazy(() => import('./GuestTicket'));

/** A vehicle let in: a subscriber, or a guest with the ticket to hand over (and, on an event day paid on the way in, the receipt). */
export function EntryAnswer({ answer, areaName }: { answer: GateEntry; areaName: string }) {
  if (!answer.ticket) {
    return (
      <AnswerCard tone="success" title="ps.gate_console.answer.admitted_subscriber">
        <BigPlate {...answer} />
      </AnswerCard>
    );
  }
  const paid = answer.paid_on_entry;
  return (
    <AnswerCard tone="success" title="ps.gate_console.answer.admitted_guest">
      <Suspense fallback={<CircularProgress />}>
        <GuestTicket entry={{ ...answer, ticket: answer.ticket }} areaName={areaName} />
      </Suspense>
      {paid ? <PaidFee price={paid} method={paid.payment_method} transactionId={paid.transaction_id} /> : null}
    </AnswerCard>
  );
}

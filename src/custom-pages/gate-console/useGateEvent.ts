import { useCallback, useRef, useState } from 'react';
import { HttpError, useDataProvider, type ValidationErrorMessage } from 'react-admin';
import type { GateEntry, GateEventKind, GateExit } from '../../../domain/schemas/gate-operations';
import type { PaymentMethodCode } from '../../../domain/schemas/reference';
import type { TariffPreview } from '../../../domain/schemas/tariff-preview';
import type { AppDataProvider } from '../../providers/dataProvider';
import { newEventId } from './eventId';
import type { Presented } from './presented';
import { useRefreshConsole } from './useGateConsole';

/** One event as sent: what was presented where, under its id, and how its fee is paid once asked. */
export interface Submission {
  kind: GateEventKind;
  gateId: number;
  presented: Presented;
  eventId: string;
  /** The lane's clock when the vehicle was presented: a resend or the paid exit keeps it, so the fee is the one quoted. */
  occurredAt: string;
  paymentMethod?: PaymentMethodCode;
}

/** What became of a submission, as the console shows it. */
export type Outcome =
  | { kind: 'entered'; answer: GateEntry }
  | { kind: 'left'; answer: GateExit }
  | { kind: 'refused'; submission: Submission; reason: ValidationErrorMessage }
  | { kind: 'payment_required'; submission: Submission; quote: TariffPreview }
  /** Money asked of a cashier with no open shift: once one is open, the same exit is paid as chosen. */
  | { kind: 'shift_required'; submission: Submission }
  /** No answer came (network, timeout, server error): sending it again repeats the same event. */
  | { kind: 'unsent'; submission: Submission; reason: string };

interface ErrorBody {
  code?: string;
  quote?: TariffPreview;
  errors?: Record<string, ValidationErrorMessage>;
  retry_after_seconds?: number;
}

/** How often an event the server turned away for load is sent again by itself before it shows as not sent. */
const RESENDS_WHEN_BUSY = 5;

/**
 * How long to wait before sending again an event the server turned away for load (503
 * `gate_busy`: it wrote nothing, and the same id is decided once), as its Retry-After says; none
 * for any other failure.
 */
function waitWhenBusy(error: unknown): number | undefined {
  if (!(error instanceof HttpError) || error.status !== 503) return undefined;
  const body = error.body as ErrorBody | undefined;
  return body?.code === 'gate_busy' ? Math.max(0, body.retry_after_seconds ?? 1) * 1000 : undefined;
}

function outcomeOfFailure(error: unknown, submission: Submission): Outcome {
  if (!(error instanceof HttpError) || error.status === 0 || error.status >= 500) {
    return { kind: 'unsent', submission, reason: error instanceof HttpError ? error.message : 'ps.errors.network' };
  }
  const body = error.body as ErrorBody | undefined;
  if (body?.code === 'payment_method_required' && body.quote)
    return { kind: 'payment_required', submission, quote: body.quote };
  if (body?.code === 'shift_required') return { kind: 'shift_required', submission };
  const fieldError = body?.errors ? Object.values(body.errors)[0] : undefined;
  return { kind: 'refused', submission, reason: fieldError ?? error.message };
}

const samePresentation = (a: Submission, b: Omit<Submission, 'eventId' | 'occurredAt'>) =>
  a.kind === b.kind &&
  a.gateId === b.gateId &&
  JSON.stringify(a.presented) === JSON.stringify(b.presented) &&
  a.paymentMethod === b.paymentMethod;

/**
 * Sends gate events and keeps the last outcome. Each new event gets a new id. The same event
 * again keeps its id: a resend after the server turned it away for load (by itself, after the
 * Retry-After, a few times before it shows as not sent), a resend after no answer (the server may have done it: it answers the first
 * result again and does nothing twice), and the exit sent again with the payment method its
 * refusal asked for (a refusal stores nothing, server/features/gate/gate-operations.ts, so it is decided
 * afresh; a resend of that paid exit then stays one exit).
 */
export function useGateEvent() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefreshConsole();
  const [outcome, setOutcome] = useState<Outcome>();
  const [sending, setSending] = useState(false);
  // Read by a send that follows at once, before a render has passed the outcome on.
  const last = useRef<Outcome>(undefined);
  const inFlight = useRef(false);

  const send = useCallback(
    async (submission: Submission): Promise<Outcome | undefined> => {
      // One event at a time: Enter held down, or pressed again while the lane waits, sends nothing more.
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setSending(true);
      const { kind, gateId, presented, eventId, occurredAt, paymentMethod } = submission;
      const body = {
        gate_id: gateId,
        event_id: eventId,
        occurred_at: occurredAt,
        ...presented,
        ...(paymentMethod ? { payment_method: paymentMethod } : {}),
      };
      let result: Outcome | undefined;
      for (let resends = 0; !result; resends += 1) {
        try {
          result =
            kind === 'entry'
              ? { kind: 'entered', answer: await dataProvider.registerGateEntry(body) }
              : { kind: 'left', answer: await dataProvider.registerGateExit(body) };
          refresh();
        } catch (error) {
          const wait = resends < RESENDS_WHEN_BUSY ? waitWhenBusy(error) : undefined;
          if (wait === undefined) result = outcomeOfFailure(error, submission);
          else await new Promise((resolve) => setTimeout(resolve, wait));
        }
      }
      last.current = result;
      setOutcome(result);
      inFlight.current = false;
      setSending(false);
      return result;
    },
    [dataProvider, refresh],
  );

  /** Registers what was presented: a new event, unless it is the one that got no answer. */
  const register = useCallback(
    (kind: GateEventKind, gateId: number, presented: Presented) => {
      const unsent = last.current?.kind === 'unsent' ? last.current.submission : undefined;
      const repeated = unsent && samePresentation(unsent, { kind, gateId, presented }) ? unsent : undefined;
      return send(repeated ?? { kind, gateId, presented, eventId: newEventId(), occurredAt: new Date().toISOString() });
    },
    [send],
  );

  /** Sends the exit whose fee was asked for (or that waited for a shift) again, paid with `method`. */
  const pay = useCallback(
    async (method: PaymentMethodCode) => {
      const current = last.current;
      return current?.kind === 'payment_required' || current?.kind === 'shift_required'
        ? send({ ...current.submission, paymentMethod: method })
        : current;
    },
    [send],
  );

  /** Sends the event that got no answer again, as it was. */
  const resend = useCallback(async () => {
    const current = last.current;
    return current?.kind === 'unsent' ? send(current.submission) : current;
  }, [send]);

  const dismiss = useCallback(() => {
    last.current = undefined;
    setOutcome(undefined);
  }, []);

  return { outcome, sending, register, pay, resend, dismiss };
}

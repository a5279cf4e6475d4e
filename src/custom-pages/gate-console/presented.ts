import type { ValidationErrorMessage } from 'react-admin';
import { readCardNumber } from '../../../domain/parking-cart';
import { plateKey, readPlate } from '../../../domain/plates';
import { readReference } from '../../../domain/references';
import type { GateEventKind } from '../../../domain/schemas/gate-operations';
import { VALIDATION } from '../../../domain/validation-messages';

/** What a driver shows at the gate. */
export const PRESENTED_KINDS = ['plate', 'qr', 'ticket', 'card'] as const;
export type PresentedKind = (typeof PRESENTED_KINDS)[number];

/** What each event takes (domain/schemas/gate-operations.ts): a guest ticket is handed back at the exit only. */
export const PRESENTED_AT: Readonly<Record<GateEventKind, readonly PresentedKind[]>> = {
  entry: ['plate', 'qr', 'card'],
  exit: PRESENTED_KINDS,
};

/** The one field of an event's body that says what was presented, in its normal form. */
export type Presented = { [Kind in PresentedKind]: { [Field in Kind]: string } }[PresentedKind];

export type PresentedReading = { ok: true; presented: Presented } | { ok: false; problem: ValidationErrorMessage };

const problem = (message: string, args?: Record<string, string>): PresentedReading => ({
  ok: false,
  problem: args ? { message, args } : message,
});

/**
 * What the operator typed or scanned, read as the server reads it: a plate in either script, a
 * ticket or card number in any case and spacing, a QR value as scanned. The server checks again.
 */
export function readPresented(kind: PresentedKind, input: string): PresentedReading {
  if (input.trim() === '') return problem(VALIDATION.required);
  switch (kind) {
    case 'plate': {
      const reading = readPlate(input);
      return reading.ok
        ? { ok: true, presented: { plate: plateKey(reading.value) } }
        : problem(reading.message, reading.args);
    }
    case 'ticket': {
      const ticket = readReference(input);
      return ticket ? { ok: true, presented: { ticket } } : problem(VALIDATION.ticketNumber);
    }
    case 'card': {
      const card = readCardNumber(input);
      return card ? { ok: true, presented: { card } } : problem(VALIDATION.cardNumber);
    }
    case 'qr':
      return { ok: true, presented: { qr: input.trim() } };
  }
}

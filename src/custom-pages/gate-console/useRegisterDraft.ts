import { useState } from 'react';
import { EVENTS_THROUGH, type GateTypeCode, passesThrough } from '../../../domain/gate-passage';
import type { GateEventKind } from '../../../domain/schemas/gate-operations';
import { PRESENTED_AT, type PresentedKind } from './presented';

/**
 * What the operator is about to register. The event follows the gate: what the operator chose
 * while the gate passes it, else the gate's first (an entry gate registers entries, an exit gate
 * exits, an entry-exit gate entries until told). What is presented falls back to the plate when
 * the event does not take the chosen kind (a ticket at an entry).
 */
export function useRegisterDraft(gateType: GateTypeCode) {
  const [chosenEvent, setEvent] = useState<GateEventKind>();
  const [chosenPresented, setPresented] = useState<PresentedKind>('plate');
  const [value, setValue] = useState('');
  const event = chosenEvent && passesThrough(gateType, chosenEvent) ? chosenEvent : EVENTS_THROUGH[gateType][0]!;
  const presented = PRESENTED_AT[event].includes(chosenPresented) ? chosenPresented : 'plate';
  return { event, setEvent, presented, setPresented, value, setValue };
}

export type RegisterDraft = ReturnType<typeof useRegisterDraft>;

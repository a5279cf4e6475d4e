import type { GateEventKind } from './schemas/gate-operations';
import type { GATE_TYPE_CODES } from './schemas/reference';

export type GateTypeCode = (typeof GATE_TYPE_CODES)[number];

/** The events each type of gate passes: an entry gate lets vehicles in, an exit gate out, an entry-exit gate both. */
export const EVENTS_THROUGH: Readonly<Record<GateTypeCode, readonly GateEventKind[]>> = {
  entry: ['entry'],
  exit: ['exit'],
  entry_exit: ['entry', 'exit'],
};

/** Whether a gate of this type passes the event; a type code this list does not know passes nothing. */
export function passesThrough(type: string, kind: GateEventKind): boolean {
  return Object.hasOwn(EVENTS_THROUGH, type) && EVENTS_THROUGH[type as GateTypeCode].includes(kind);
}

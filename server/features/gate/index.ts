// The gate feature's public face: what the app registers and what other features call (README.md).
export { gateFeature } from './feature';
export { feeAdjustmentRow } from './fee-adjustments';
export { registerEntry } from './gate-entries';
export { GATE_EVENT_RETENTION_MS, forgetOldGateEvents } from './gate-event-retention';
export { registerExit } from './gate-exits';
export { openStayOf, registrationsOfPlate, type Stay } from './gate-lookups';
export { stayAnswer } from './gate-operations';
export { gateSettingsOf, type GateSettings, type LaneDevice } from './gate-settings';
export { noteContact, replayFloorOf } from './replay-floor';
export {
  exitCharges,
  paidOnEntryOf,
  recordPaymentAhead,
  stayPaymentRow,
  stayPricer,
  validationsOfStay,
} from './stay-payments';
export { vehiclesResource } from './vehicles.resource';

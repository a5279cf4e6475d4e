import { sarToHalalas } from '../../../domain/money';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import { publicUrlOf } from '../../core/public-url';
import type { laneDevices } from '../../db/schema';

/**
 * The clock events arrive by, how far a sender's own time may lie before an event's arrival, and
 * what a device's replay may move a fee by before a person decides it (domain/lane-time.ts).
 */
export interface GateSettings {
  clock: Clock;
  laneToleranceMs: number;
  replayHoldAboveHalalas: number;
  /** The address guests reach the app at: a ticket's QR code prints its pay-ahead page there. */
  publicUrl: string;
}

/** The gate settings of the configuration, on the app's clock. */
export const gateSettingsOf = (
  config: Pick<Config, 'GATE_LANE_TOLERANCE_SECONDS' | 'GATE_REPLAY_HOLD_ABOVE_SAR' | 'PUBLIC_URL' | 'PORT'>,
  clock: Clock,
): GateSettings => ({
  clock,
  laneToleranceMs: config.GATE_LANE_TOLERANCE_SECONDS * 1000,
  replayHoldAboveHalalas: sarToHalalas(config.GATE_REPLAY_HOLD_ABOVE_SAR),
  publicUrl: publicUrlOf(config),
});

/** A lane device as stored: its gate, its key's hash and what it last said. */
export type LaneDevice = typeof laneDevices.$inferSelect;

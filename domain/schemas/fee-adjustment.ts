import { z } from 'zod';
import { CURRENCY } from '../money';
import { dayFilter, idParam, listFilterBase } from './fields';
import { timestamp } from './record';

/**
 * What made an exit take less than its stay owed when the server heard of it: a force exit
 * without a charge, a lane's own time within the tolerance, an administrator's backdated time, or a
 * lane device's replay of an exit it buffered while cut off (domain/lane-time.ts).
 */
export const FEE_ADJUSTMENT_KINDS = ['waiver', 'lane_time', 'backdated', 'replayed'] as const;
export type FeeAdjustmentKind = (typeof FEE_ADJUSTMENT_KINDS)[number];

/** One exit that took less than it owed (or was backdated or replayed), money in SAR. */
export const feeAdjustmentRecordSchema = z.object({
  id: z.number().int(),
  kind: z.enum(FEE_ADJUSTMENT_KINDS),
  vehicle_id: z.number().int(),
  /** The stay's plate: its key (`ABJ1234`), then its parts. */
  plate: z.string(),
  plate_letters: z.string(),
  plate_number: z.string(),
  payment_transaction_id: z.number().int(),
  area_id: z.number().int(),
  gate_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  reason: z.string().nullable(),
  owed: z.number(),
  charged: z.number(),
  waived: z.number(),
  currency: z.literal(CURRENCY),
  exit_time: timestamp(),
  arrived_at: timestamp(),
  created_at: timestamp(),
});

export type FeeAdjustmentRecord = z.infer<typeof feeAdjustmentRecordSchema>;

/** Filters of the list; `from` and `to` bound the operator's local day of the exit's arrival, both included. */
export const feeAdjustmentFilterSchema = z.strictObject({
  id: listFilterBase.id,
  kind: z.enum(FEE_ADJUSTMENT_KINDS).optional(),
  area_id: idParam().optional(),
  gate_id: idParam().optional(),
  user_id: idParam().optional(),
  from: dayFilter(),
  to: dayFilter(),
});

export type FeeAdjustmentFilter = z.output<typeof feeAdjustmentFilterSchema>;

const waivedGroup = z.object({ count: z.number().int(), waived: z.number() });

/** What the filtered rows add up to: in all, by employee and by gate (a force exit has none), most waived first. */
export const feeAdjustmentTotalsSchema = waivedGroup.extend({
  by_user: z.array(waivedGroup.extend({ user_id: z.number().int().nullable(), name: z.string().nullable() })),
  by_gate: z.array(
    waivedGroup.extend({
      gate_id: z.number().int().nullable(),
      name: z.string().nullable(),
      name_ar: z.string().nullable(),
    }),
  ),
});

export type FeeAdjustmentTotals = z.infer<typeof feeAdjustmentTotalsSchema>;

import { z } from 'zod';
import { VALIDATION } from '../validation-messages';
import { idParam, listFilterBase, optionalName, optionalText, reference, requiredName } from './fields';
import { recordBase } from './record';

export const GATE_STATUSES = ['active', 'inactive', 'maintenance'] as const;
export type GateStatus = (typeof GATE_STATUSES)[number];

export const gateSchema = z.object({
  name: requiredName(100),
  name_ar: optionalName(100),
  description: optionalText(500),
  gate_type_id: reference(),
  area_id: reference(),
  status: z.enum(GATE_STATUSES, { error: VALIDATION.invalidChoice }).default('active'),
});

export type GateInput = z.input<typeof gateSchema>;

export const gateFilterSchema = z.strictObject({
  ...listFilterBase,
  area_id: idParam().optional(),
  gate_type_id: idParam().optional(),
  status: z.enum(GATE_STATUSES).optional(),
});

/** A gate as the API answers it. */
export const gateRecordSchema = z.object({
  ...recordBase,
  name: z.string(),
  name_ar: z.string().nullable(),
  description: z.string().nullable(),
  gate_type_id: z.number(),
  area_id: z.number(),
  status: z.enum(GATE_STATUSES),
});

import { z } from 'zod';
import { VALIDATION } from '../validation-messages';
import { idParam, listFilterBase, optionalName, optionalText, reference, requiredName } from './fields';

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

import { z } from 'zod';
import { VALIDATION } from '../validation-messages';
import {
  idParam,
  listFilterBase,
  requiredName,
  requiredOr,
  requiredText,
  reference,
  sarAmount,
  wholeNumber,
} from './fields';
import { recordBase } from './record';

/** An individual plan is one person's subscription; a company plan backs a company's quota. */
export const PLAN_TYPES = ['individual', 'company'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const DURATION_UNITS = ['days', 'months'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/** One of a fixed list of values: left out it is "required", anything else "invalid choice". */
function choiceOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, { error: requiredOr(VALIDATION.invalidChoice) });
}

const planFields = {
  name_en: requiredName(100),
  name_ar: requiredName(100),
  area_id: reference(),
  free_quota: wholeNumber({ min: 0 }),
  paid_quota: wholeNumber({ min: 0 }),
  duration: wholeNumber({ min: 1 }),
  duration_unit: choiceOf(DURATION_UNITS),
  price: sarAmount(),
  description: requiredText(1000),
  max_vehicles: wholeNumber({ min: 1 }),
  display_order: wholeNumber({ min: 1 }),
};

export const planCreateSchema = z.object({
  ...planFields,
  plan_type: choiceOf(PLAN_TYPES),
  is_active: z.boolean().default(true),
});

/**
 * An edit carries the plan type back as the form shows it; it must be the stored one (the server
 * compares and refuses another), so it is read here only to be checked, never written. Being
 * active is not edited: it is switched by its own action (the status endpoint, audited as such).
 */
export const planUpdateSchema = z.object({
  ...planFields,
  plan_type: choiceOf(PLAN_TYPES).optional(),
});

export type PlanCreate = z.output<typeof planCreateSchema>;
export type PlanUpdate = z.output<typeof planUpdateSchema>;
export type PlanInput = z.input<typeof planCreateSchema>;

export const planStatusSchema = z.object({ active: z.boolean({ error: requiredOr(VALIDATION.invalidChoice) }) });

export const planFilterSchema = z.strictObject({
  ...listFilterBase,
  area_id: idParam().optional(),
  plan_type: z.enum(PLAN_TYPES).optional(),
  is_active: z.boolean().optional(),
});

/** A plan as the API answers it: its price in SAR. */
export const planRecordSchema = z.object({
  ...recordBase,
  name_en: z.string(),
  name_ar: z.string(),
  plan_type: z.enum(PLAN_TYPES),
  area_id: z.number(),
  free_quota: z.number(),
  paid_quota: z.number(),
  duration: z.number(),
  duration_unit: z.enum(DURATION_UNITS),
  price: z.number(),
  description: z.string(),
  max_vehicles: z.number(),
  display_order: z.number(),
  is_active: z.boolean(),
});

export type PlanRecord = z.output<typeof planRecordSchema>;

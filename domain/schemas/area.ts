import { z } from 'zod';
import { RULE_MODES } from '../tariff-regulation';
import { VALIDATION } from '../validation-messages';
import { listFilterBase, optionalName, requiredName, wholeNumber } from './fields';
import { tariffFields, tariffRecordFields } from './tariff-version';
import { recordBase } from './record';

export const areaSchema = z
  .object({
    name: requiredName(100),
    name_ar: optionalName(100),
    max_capacity: wholeNumber({ min: 1 }),
    subscription_capacity: wholeNumber({ min: 0 }),
    guest_ticket_capacity: wholeNumber({ min: 0 }),
    ...tariffFields,
    is_active: z.boolean().default(true),
    rule_first_minutes_free: z.enum(RULE_MODES, { error: VALIDATION.invalidChoice }).default('warn'),
    rule_disability_free: z.enum(RULE_MODES, { error: VALIDATION.invalidChoice }).default('warn'),
  })
  .superRefine((area, ctx) => {
    if (!(area.max_capacity >= 1)) return;
    for (const field of ['subscription_capacity', 'guest_ticket_capacity'] as const) {
      if (area[field] > area.max_capacity) {
        ctx.addIssue({ code: 'custom', path: [field], message: VALIDATION.notAboveMaxCapacity });
      }
    }
  });

export type AreaInput = z.input<typeof areaSchema>;
export type Area = z.output<typeof areaSchema>;

export const areaFilterSchema = z.strictObject({
  ...listFilterBase,
  is_active: z.boolean().optional(),
});

/** An area as the API answers it. */
export const areaRecordSchema = z.object({
  ...recordBase,
  name: z.string(),
  name_ar: z.string().nullable(),
  max_capacity: z.number(),
  subscription_capacity: z.number(),
  guest_ticket_capacity: z.number(),
  ...tariffRecordFields,
  is_active: z.boolean(),
  rule_first_minutes_free: z.enum(RULE_MODES),
  rule_disability_free: z.enum(RULE_MODES),
  /** The version of its tariff in force now, whose base values the record shows. */
  tariff_version_id: z.number(),
});

import { z } from 'zod';
import { minuteOfDay } from '../tariff-windows';
import { TARIFF_RULES } from '../tariff-regulation';
import { VALIDATION } from '../validation-messages';
import {
  calendarDate,
  listFilterBase,
  optionalInstant,
  optionalName,
  requiredName,
  sarAmount,
  wholeNumber,
} from './fields';
import { recordBase, timestamp } from './record';

/** The six base values of a tariff, in SAR: an area's form and a version's alike. */
export const tariffFields = {
  free_minutes: wholeNumber({ min: 0 }),
  grace_minutes: wholeNumber({ min: 0 }),
  cooldown_minutes: wholeNumber({ min: 0 }),
  hourly_fee: sarAmount(),
  after_first_hour_fee: sarAmount(),
  daily_cap: sarAmount(),
};

/** The six base values as a record answers them, in SAR. */
export const tariffRecordFields = {
  free_minutes: z.number(),
  grace_minutes: z.number(),
  cooldown_minutes: z.number(),
  hourly_fee: z.number(),
  after_first_hour_fee: z.number(),
  daily_cap: z.number(),
};

/** A wall-clock time, HH:MM from 00:00 to 24:00 (the midnight that ends a day). */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const time = () => z.string({ error: VALIDATION.required }).regex(TIME, { error: VALIDATION.time });

export const peakWindowSchema = z
  .object({
    days: z
      .array(z.number().int().min(0).max(6), { error: VALIDATION.weekdays })
      .min(1, { error: VALIDATION.weekdays })
      .refine((days) => new Set(days).size === days.length, { error: VALIDATION.weekdays }),
    starts_at: time(),
    ends_at: time(),
    hourly_fee: sarAmount(),
  })
  .superRefine(({ starts_at, ends_at }, ctx) => {
    if (TIME.test(starts_at) && TIME.test(ends_at) && minuteOfDay(ends_at) <= minuteOfDay(starts_at))
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: VALIDATION.endAfterStart });
  });

export const eventDaySchema = z
  .object({
    name: requiredName(100),
    name_ar: optionalName(100),
    starts_on: calendarDate(),
    ends_on: calendarDate(),
    hourly_fee: sarAmount(),
    daily_cap: sarAmount(),
    prepayment: z.boolean().default(false),
  })
  .superRefine(({ starts_on, ends_on }, ctx) => {
    if (ends_on < starts_on) ctx.addIssue({ code: 'custom', path: ['ends_on'], message: VALIDATION.notBeforeStart });
  });

type Peak = z.output<typeof peakWindowSchema>;
type EventDayInput = z.output<typeof eventDaySchema>;

const peaksMeet = (one: Peak, other: Peak) =>
  one.days.some((day) => other.days.includes(day)) &&
  minuteOfDay(one.starts_at) < minuteOfDay(other.ends_at) &&
  minuteOfDay(other.starts_at) < minuteOfDay(one.ends_at);
const eventsMeet = (one: EventDayInput, other: EventDayInput) =>
  one.starts_on <= other.ends_on && other.starts_on <= one.ends_on;

/** Each window after the first that meets an earlier one is refused: a minute has one rate. */
function refuseOverlaps<Item>(
  items: readonly Item[],
  meet: (one: Item, other: Item) => boolean,
  path: string,
  ctx: z.RefinementCtx,
) {
  items.forEach((item, index) => {
    if (items.slice(0, index).some((earlier) => meet(earlier, item)))
      ctx.addIssue({ code: 'custom', path: [path, index], message: VALIDATION.overlappingWindow });
  });
}

const versionFields = {
  /** From when the version holds; now when left out. Never in the past. */
  effective_from: optionalInstant(),
  ...tariffFields,
  disability_free: z.boolean().default(true),
  peaks: z.array(peakWindowSchema).max(20, { error: VALIDATION.tooLong }).default([]),
  event_days: z.array(eventDaySchema).max(50, { error: VALIDATION.tooLong }).default([]),
};

function windowsRule(version: { peaks: Peak[]; event_days: EventDayInput[] }, ctx: z.RefinementCtx) {
  if (!Array.isArray(version.peaks) || !Array.isArray(version.event_days)) return;
  refuseOverlaps(version.peaks, peaksMeet, 'peaks', ctx);
  refuseOverlaps(version.event_days, eventsMeet, 'event_days', ctx);
}

/** POST /api/areas/:id/tariff-versions: a new version of the area's tariff. */
export const tariffVersionSchema = z.object(versionFields).superRefine(windowsRule);

export type TariffVersionInput = z.input<typeof tariffVersionSchema>;
export type TariffVersionBody = z.output<typeof tariffVersionSchema>;

/** A version has no text to search: its list is filtered by area. */
export const tariffVersionFilterSchema = z.strictObject({
  id: listFilterBase.id,
  area_id: z.number().int().optional(),
});

/** A version of an area's tariff as the API answers it: money in SAR, the municipal rules it was published against. */
export const tariffVersionRecordSchema = z.object({
  ...recordBase,
  area_id: z.number(),
  effective_from: timestamp(),
  ...tariffRecordFields,
  disability_free: z.boolean(),
  peaks: z.array(
    z.object({ days: z.array(z.number()), starts_at: z.string(), ends_at: z.string(), hourly_fee: z.number() }),
  ),
  event_days: z.array(
    z.object({
      name: z.string(),
      name_ar: z.string().nullable(),
      starts_on: z.string(),
      ends_on: z.string(),
      hourly_fee: z.number(),
      daily_cap: z.number(),
      prepayment: z.boolean(),
    }),
  ),
  /** The rules it broke when published under a profile that warns. */
  regulation_warnings: z.array(z.enum(TARIFF_RULES)),
  /** Whether it holds now: the latest version that has started. */
  in_force: z.boolean(),
  created_by: z.number().nullable(),
});

export type TariffVersionRecord = z.infer<typeof tariffVersionRecordSchema>;

import { z } from 'zod';
import { POOL_OVERFLOWS } from '../company-pool';
import { QUOTA_LEVELS, QUOTA_STATUSES } from '../quota';
import { COMPANY_SUBSCRIPTION_STATUSES } from '../subscription-status';
import { VALIDATION } from '../validation-messages';
import {
  calendarDate,
  email,
  idParam,
  listFilterBase,
  optionalName,
  optionalText,
  reference,
  requiredName,
  saudiMobile,
  saudiPhone,
  username,
  wholeNumber,
} from './fields';
import { employeeRecordSchema } from './employee';
import { addressWithVatNumber, type TaxIdentity, taxIdentityFields, taxIdentityRecordFields } from './tax-identity';
import { recordBase } from './record';

/** The most areas one company has a pool in. */
export const MAX_COMPANY_POOLS = 20;

/** A company's pool in one area (domain/company-pool.ts). */
export const companyPoolSchema = z.object({
  area_id: reference(),
  size: wholeNumber({ min: 1 }),
  overflow: z.enum(POOL_OVERFLOWS, { error: VALIDATION.invalidChoice }),
});

export type CompanyPoolInput = z.input<typeof companyPoolSchema>;

/** One pool per area: a second for the same area is an error of its own line. */
function poolAreasDiffer(pools: ReadonlyArray<{ area_id: number }>, ctx: z.RefinementCtx) {
  const seen = new Set<number>();
  pools.forEach(({ area_id }, index) => {
    if (seen.has(area_id))
      ctx.addIssue({ code: 'custom', path: [index, 'area_id'], message: VALIDATION.onePoolPerArea });
    seen.add(area_id);
  });
}

/** A company manager's password: at least 8 characters (SPEC section 9). */
export const COMPANY_ADMIN_PASSWORD_MIN_LENGTH = 8;

const companyFields = {
  name: requiredName(150),
  name_ar: optionalName(150),
  contact_phone: saudiPhone(),
  area_id: reference(),
  sub_area_id: reference(),
  plan_id: reference(),
  is_active: z.boolean().default(true),
  default_duration_months: wholeNumber({ min: 1 }),
  initial_quota: wholeNumber({ min: 1 }),
  quota_valid_from: calendarDate(),
  quota_valid_to: calendarDate(),
  admin_notes: optionalText(1000),
  ...taxIdentityFields,
  /** Absent: a new company has none, an edit keeps those it has; a list replaces them all. */
  pools: z
    .array(companyPoolSchema)
    .max(MAX_COMPANY_POOLS, { error: VALIDATION.tooLarge })
    .superRefine(poolAreasDiffer)
    .optional(),
};

/** The quota's validity must not end before it starts (one day, from = to, is a validity). */
function validityInOrder(company: { quota_valid_from?: string; quota_valid_to?: string }, ctx: z.RefinementCtx) {
  const { quota_valid_from: from, quota_valid_to: to } = company;
  if (typeof from === 'string' && typeof to === 'string' && from > to) {
    ctx.addIssue({ code: 'custom', path: ['quota_valid_to'], message: VALIDATION.notBeforeStart });
  }
}

function companyChecks(
  company: TaxIdentity & { quota_valid_from?: string; quota_valid_to?: string },
  ctx: z.RefinementCtx,
) {
  validityInOrder(company, ctx);
  addressWithVatNumber(company, ctx);
}

/** The account the company's manager signs in with, made with the company (DESIGN section 3). */
const managerAccountFields = {
  admin_full_name: requiredName(100),
  admin_username: username(),
  admin_email: email(),
  admin_phone: saudiMobile(),
  admin_password: z
    .string({ error: VALIDATION.required })
    .min(COMPANY_ADMIN_PASSWORD_MIN_LENGTH, { error: VALIDATION.minLength8 })
    .max(200, { error: VALIDATION.tooLong }),
};

export const companyCreateSchema = z.object({ ...companyFields, ...managerAccountFields }).superRefine(companyChecks);

/** An edit changes the company only: its manager's account is edited as an employee. */
export const companyUpdateSchema = z.object(companyFields).superRefine(companyChecks);

export type CompanyCreate = z.output<typeof companyCreateSchema>;
export type CompanyUpdate = z.output<typeof companyUpdateSchema>;
export type CompanyInput = z.input<typeof companyCreateSchema>;

export const companyFilterSchema = z.strictObject({
  ...listFilterBase,
  area_id: idParam().optional(),
  is_active: z.boolean().optional(),
  quota_status: z.enum(QUOTA_STATUSES).optional(),
  quota_level: z.enum(QUOTA_LEVELS).optional(),
});

export type CompanyFilter = z.output<typeof companyFilterSchema>;

/** The company's manager account, as the company's page shows it: a few fields of its employee record (never its password). */
export const companyManagerSchema = employeeRecordSchema.pick({
  id: true,
  name: true,
  username: true,
  email: true,
  phone: true,
  is_active: true,
  last_login_at: true,
});

/** A company as the API answers it: its fields, its quota as of today, and its manager. */
export const companyRecordSchema = z.object({
  ...recordBase,
  name: z.string(),
  name_ar: z.string().nullable(),
  contact_phone: z.string(),
  area_id: z.number().nullable(),
  sub_area_id: z.number().nullable(),
  plan_id: z.number().nullable(),
  is_active: z.boolean(),
  default_duration_months: z.number(),
  initial_quota: z.number(),
  quota_valid_from: z.string(),
  quota_valid_to: z.string(),
  admin_notes: z.string().nullable(),
  ...taxIdentityRecordFields,
  /** Subscriptions holding a unit of the quota (pending or approved). */
  used_quota: z.number(),
  remaining_quota: z.number(),
  quota_status: z.enum(QUOTA_STATUSES),
  quota_level: z.enum(QUOTA_LEVELS),
  /** At or under this many remaining, the low-quota warning shows. */
  low_quota_threshold: z.number(),
  pools: z.array(companyPoolSchema),
  manager: companyManagerSchema.nullable(),
});

export type CompanyRecord = z.infer<typeof companyRecordSchema>;

/** A pool and how full it is now: the company's vehicles inside its area as its subscribers. */
export const companyPoolUseSchema = companyPoolSchema.extend({
  area: z.object({ id: z.number(), name: z.string(), name_ar: z.string().nullable() }),
  inside: z.number(),
});

export type CompanyPoolUse = z.infer<typeof companyPoolUseSchema>;

/** GET /api/companies/:id/statistics. */
export const companyStatisticsSchema = z.object({
  /** Every status, zero included, as of today. */
  subscriptions_by_status: z.record(z.enum(COMPANY_SUBSCRIPTION_STATUSES), z.number()),
  /**
   * The active vehicles of the company's subscriptions that hold a unit of its quota, and those of
   * them inside now (an open entry operation with their plate).
   */
  vehicles_registered: z.number(),
  vehicles_inside: z.number(),
  pools: z.array(companyPoolUseSchema),
  /** The last twelve months, oldest first: units taken each month and held at its end. */
  quota_use: z.array(z.object({ month: z.string(), taken: z.number(), used: z.number() })),
});

export type CompanyStatistics = z.infer<typeof companyStatisticsSchema>;

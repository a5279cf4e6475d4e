import { z } from 'zod';
import { QUOTA_LEVELS, QUOTA_STATUSES } from '../quota';
import { COMPANY_SUBSCRIPTION_STATUSES } from '../subscription-status';
import { VALIDATION } from '../validation-messages';
import { companyPoolUseSchema } from './company';
import { email, idParam, listFilterBase, optionalText, requiredName, saudiMobile } from './fields';
import { plateLetters, plateNumber, platesDiffer } from './plate';
import { recordBase, recordVersion, timestamp } from './record';

/** The most vehicles one company subscription covers. */
export const MAX_COMPANY_SUBSCRIPTION_VEHICLES = 10;

export const companyVehicleSchema = z.object({
  plate_letters: plateLetters(),
  plate_number: plateNumber(),
  notes: optionalText(500),
  is_active: z.boolean().default(true),
});

export type CompanyVehicleInput = z.input<typeof companyVehicleSchema>;
export type CompanyVehicle = z.output<typeof companyVehicleSchema>;

/**
 * What a company manager writes: the subscriber and their vehicles. The company is the caller's
 * and the status, dates and approval are the super admin's, so none of them is a field here.
 */
export const companySubscriptionSchema = z.object({
  subscriber_name: requiredName(100),
  phone: saudiMobile(),
  email: email(),
  notes: optionalText(1000),
  vehicles: z
    .array(companyVehicleSchema, { error: VALIDATION.atLeastOneVehicle })
    .min(1, { error: VALIDATION.atLeastOneVehicle })
    .max(MAX_COMPANY_SUBSCRIPTION_VEHICLES, { error: VALIDATION.tooLarge })
    .superRefine(platesDiffer),
});

export type CompanySubscriptionBody = z.output<typeof companySubscriptionSchema>;
export type CompanySubscriptionInput = z.input<typeof companySubscriptionSchema>;

export const companySubscriptionFilterSchema = z.strictObject({
  ...listFilterBase,
  status: z.enum(COMPANY_SUBSCRIPTION_STATUSES).optional(),
  /** The super admin's view of one company (a manager's scope is their own company anyway). */
  company_id: idParam().optional(),
});

export type CompanySubscriptionFilter = z.output<typeof companySubscriptionFilterSchema>;

export const companyVehicleRecordSchema = z.object({
  id: z.number(),
  plate_letters: z.string(),
  plate_number: z.string(),
  notes: z.string().nullable(),
  is_active: z.boolean(),
});

/** A company subscription as the API answers it: its status as of the operator's today. */
export const companySubscriptionRecordSchema = z.object({
  ...recordBase,
  company_id: z.number(),
  subscriber_name: z.string(),
  phone: z.string(),
  email: z.string(),
  notes: z.string().nullable(),
  area_id: z.number().nullable(),
  status: z.enum(COMPANY_SUBSCRIPTION_STATUSES),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  payment_method_id: z.number().nullable(),
  admin_notes: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  approved_at: timestamp().nullable(),
  approved_by: z.number().nullable(),
  rejected_at: timestamp().nullable(),
  rejected_by: z.number().nullable(),
  /** The company plan's price in SAR, frozen at the approval and paid by its payment transaction; null before. */
  price: z.number().nullable(),
  /** The last day of the company's quota validity, past which no subscription of it admits. */
  quota_valid_to: z.string(),
  /** The vehicles in force: what the gate admits. */
  vehicles: z.array(companyVehicleRecordSchema),
  /** The vehicles the manager asked for in their place, waiting for a super admin's decision; null when none waits. */
  pending_vehicles: z.array(companyVehicleRecordSchema.omit({ id: true })).nullable(),
  /** The version of all of the above, the waiting vehicles included: a decision sends it back (If-Match). */
  version: recordVersion(),
});

export type CompanySubscriptionRecord = z.infer<typeof companySubscriptionRecordSchema>;

/** The tabs of the list: every status and all of them. */
export const COMPANY_SUBSCRIPTION_TABS = [
  'all',
  'pending',
  'awaiting_payment',
  'active',
  'approved',
  'rejected',
  'expired',
] as const;

/** GET /api/company-subscriptions/counts: the caller's subscriptions per tab, for one search. */
export const companySubscriptionCountsSchema = z.record(z.enum(COMPANY_SUBSCRIPTION_TABS), z.number());
export type CompanySubscriptionCounts = z.infer<typeof companySubscriptionCountsSchema>;

/** GET /api/company-subscriptions/quota: the caller's company quota as of today. */
export const companyQuotaSchema = z.object({
  initial: z.number(),
  used: z.number(),
  remaining: z.number(),
  status: z.enum(QUOTA_STATUSES),
  level: z.enum(QUOTA_LEVELS),
  is_exhausted: z.boolean(),
  is_low: z.boolean(),
  low_threshold: z.number(),
  valid_from: z.string(),
  valid_to: z.string(),
});

export type CompanyQuota = z.infer<typeof companyQuotaSchema>;

/** GET /api/company-dashboard. */
export const companyDashboardSchema = z.object({
  company: z.object({
    id: z.number(),
    name: z.string(),
    name_ar: z.string().nullable(),
    contact_phone: z.string(),
    is_active: z.boolean(),
    area: z.object({ id: z.number(), name: z.string(), name_ar: z.string().nullable() }).nullable(),
  }),
  quota: companyQuotaSchema,
  subscriptions_by_status: z.record(z.enum(COMPANY_SUBSCRIPTION_STATUSES), z.number()),
  vehicles_registered: z.number(),
  vehicles_inside: z.number(),
  /** Its pools and how many of its vehicles each holds now. */
  pools: z.array(companyPoolUseSchema),
  latest_subscriptions: z.array(
    z.object({
      id: z.number(),
      subscriber_name: z.string(),
      status: z.enum(COMPANY_SUBSCRIPTION_STATUSES),
      vehicles: z.number(),
      created_at: timestamp(),
    }),
  ),
});

export type CompanyDashboard = z.infer<typeof companyDashboardSchema>;

import { z } from 'zod';
import { ACCESS_KINDS, RETENTION_KINDS, RETENTION_MAX_DAYS, SUBJECT_KINDS } from '../privacy';
import { hasControlCharacters } from '../text';
import { VALIDATION } from '../validation-messages';
import { dayFilter, idParam, listFilterBase, requiredOr } from './fields';
import { timestamp } from './record';

/** How long one kind of personal data is kept, with the bounds its days may take. */
export const retentionPeriodRecordSchema = z.object({
  id: z.number().int(),
  kind: z.enum(RETENTION_KINDS),
  days: z.number().int(),
  default_days: z.number().int(),
  min_days: z.number().int(),
  max_days: z.number().int(),
  updated_at: timestamp(),
});
export type RetentionPeriodRecord = z.infer<typeof retentionPeriodRecordSchema>;

export const retentionPeriodFilterSchema = z.strictObject({ id: listFilterBase.id });

/** A new period of a kind; whether the kind allows it is the server's check (its least days differ). */
export const retentionPeriodUpdateSchema = z.object({
  days: z
    .number({ error: requiredOr(VALIDATION.wholeNumber) })
    .int({ error: VALIDATION.wholeNumber })
    .min(1, { error: VALIDATION.retentionRange })
    .max(RETENTION_MAX_DAYS, { error: VALIDATION.retentionRange }),
});
export type RetentionPeriodUpdate = z.infer<typeof retentionPeriodUpdateSchema>;

/** One reading of a person's data: who, when, what they opened and whose plate, phone or email it showed. */
export const accessRecordSchema = z.object({
  id: z.number().int(),
  at: timestamp(),
  actor_id: z.number().nullable(),
  actor_name: z.string().nullable(),
  actor_role_id: z.number().nullable(),
  kind: z.enum(ACCESS_KINDS),
  record_id: z.number().nullable(),
  /** The plates, phones and emails the answer showed, as stored; `[redacted]` once erased. */
  subjects: z.string(),
});
export type AccessRecord = z.infer<typeof accessRecordSchema>;

/**
 * Filters of the access log: `subject` is a plate, phone number or email however typed (every
 * reading of it is looked for); `from` and `to` bound the operator's local day, both included.
 */
export const accessLogFilterSchema = z.strictObject({
  id: listFilterBase.id,
  subject: listFilterBase.q,
  actor_id: idParam().optional(),
  kind: z.enum(ACCESS_KINDS).optional(),
  record_id: idParam().optional(),
  from: dayFilter(),
  to: dayFilter(),
});

/** A data subject's request: whose data, by plate, phone number or email. */
export const subjectRequestSchema = z.strictObject({
  kind: z.enum(SUBJECT_KINDS, { error: VALIDATION.invalidChoice }),
  value: z
    .string({ error: VALIDATION.required })
    .refine((value) => !hasControlCharacters(value), { error: VALIDATION.controlCharacters, abort: true })
    .pipe(z.string().trim().min(1, { error: VALIDATION.required }).max(100, { error: VALIDATION.tooLong })),
});
export type SubjectRequest = z.infer<typeof subjectRequestSchema>;

/**
 * The places that can hold a person (server/features/privacy/personal-data-inventory.ts describes each):
 * an export answers its records by these names, an erase how many rows of each it redacted.
 */
export const PERSONAL_DATA_PLACE_NAMES = [
  'subscriptions',
  'subscription_vehicles',
  'company_vehicles',
  'company_subscriptions',
  'merchant_validations',
  'lane_reads',
  'stays',
  'payments',
  'fee_adjustments',
  'gate_event_answers',
  'webhook_deliveries',
  'lane_photos',
  'barrier_photos',
  'parking_cards',
  'mail',
  'subscriber_codes',
  'subscriber_sessions',
  'automatic_renewals',
  'access_records',
  'audit_log',
] as const;
export type PersonalDataPlaceName = (typeof PERSONAL_DATA_PLACE_NAMES)[number];

/** What a place can hold of a person. */
export const PERSONAL_IDENTIFIERS = ['plate', 'phone', 'email', 'name', 'picture'] as const;
export type PersonalIdentifier = (typeof PERSONAL_IDENTIFIERS)[number];

export const subjectEraseAnswerSchema = z.object({
  erased: z.partialRecord(z.enum(PERSONAL_DATA_PLACE_NAMES), z.number().int()),
});
export type SubjectEraseAnswer = z.infer<typeof subjectEraseAnswerSchema>;

/** Why an erase is refused: the records that still need the data, each by kind and id. */
export const SUBJECT_HOLDS = ['open_stay', 'live_subscription', 'live_company_subscription', 'issued_card'] as const;
export type SubjectHold = (typeof SUBJECT_HOLDS)[number];

/** A data subject's export: whose, and every record of theirs by kind, as stored. */
export const subjectExportSchema = z.object({
  subject: z.object({ kind: z.enum(SUBJECT_KINDS), key: z.string() }),
  generated_at: timestamp(),
  records: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});

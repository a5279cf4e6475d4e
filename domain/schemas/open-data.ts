import { z } from 'zod';
import { VALIDATION } from '../validation-messages';
import { instant, MAX_ID } from './fields';

/**
 * The open data API's answers, shaped as APDS v4 (ISO/TS 5206-1) shapes them: identities as
 * `{id, version}` (text ids), names as lists of `{language, string}`, lists as `{meta, data}`.
 * What APDS has no field for keeps our own name; docs/open-data.md lists each departure.
 */

const multilingual = z.array(z.object({ language: z.enum(['en', 'ar']), string: z.string() }));
const reference = z.object({ id: z.string(), version: z.number().int() });
const amount = z.object({ currencyType: z.literal('SAR'), currencyValue: z.number() });

export const listMetaSchema = z.object({
  /** Unix seconds: the instant every page of one listing is read as of. */
  referenceInstant: z.number().int(),
  offset: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

/** An area (a `place`, layer 0) or one of its sub-areas (a `subplaceElement`, layer 1). */
export const placeSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  type: z.enum(['place', 'subplaceElement']),
  layer: z.number().int(),
  name: multilingual,
  parentId: reference.optional(),
  childIds: z.array(reference).optional(),
  timeZone: z.string(),
  characteristics: z.object({
    spacesTotal: z.number().int().optional(),
    openToPublic: z.boolean(),
    accessControlled: z.boolean(),
  }),
  hierarchyElementRecord: z.object({ creationTime: z.string() }),
  /** Ours: whether the area takes cars now (a closed area's gates refuse every entry). */
  active: z.boolean(),
});
export type Place = z.infer<typeof placeSchema>;

export const rateLineSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  sequence: z.number().int(),
  rateLineType: z.enum(['flatRate', 'flatRateTier', 'incrementingRate']),
  durationStart: z.string(),
  durationEnd: z.string(),
  incrementPeriod: z.string().optional(),
  value: z.number(),
});
export type RateLine = z.infer<typeof rateLineSchema>;

/** An area's tariff as one rate table of one collection, SAR with VAT included. */
export const rateTableSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  rateTableName: multilingual,
  availability: z.literal('public'),
  rateType: z.literal('hourly'),
  /** Ours: the place the table prices (APDS links the two through right specifications). */
  place: reference,
  rateLineCollections: z.array(
    z.object({
      id: z.string(),
      version: z.number().int(),
      collectionSequence: z.number().int(),
      applicableCurrency: z.literal('SAR'),
      /** The tariff repeats in blocks of a day counted from the session's start, not from a time of day. */
      relativeTimes: z.literal(true),
      maxTime: z.string(),
      maxValueCollection: amount,
      validStart: z.string(),
      taxIncluded: z.literal(true),
      taxRate: z.number(),
      rateLines: z.array(rateLineSchema),
    }),
  ),
  /** Ours: the rules APDS has no field for (domain/tariff.ts). */
  tariffRules: z.object({
    freeMinutes: z.number().int(),
    graceMinutes: z.number().int(),
    cooldownMinutes: z.number().int(),
  }),
});
export type RateTable = z.infer<typeof rateTableSchema>;

/** An area's occupancy now: its supply, and its demand counted at the gates. */
export const occupancySchema = z.object({
  place: reference,
  supply: z.array(z.object({ supplyViewType: z.literal('spaceView'), supplyQuantity: z.number().int() })),
  demandTable: z.object({
    timestamp: z.string(),
    demandType: z.array(
      z.object({
        count: z.number().int(),
        percentage: z.number(),
        occupancyCalculation: z.literal('counted'),
        recordDateTime: z.string(),
      }),
    ),
  }),
  /** Ours: the stays inside by kind, against the spaces each kind may hold. */
  detail: z.object({
    guests: z.number().int(),
    subscribers: z.number().int(),
    guestCapacity: z.number().int(),
    subscriptionCapacity: z.number().int(),
  }),
});
export type Occupancy = z.infer<typeof occupancySchema>;

/** A stay: version 1 while open, 2 once closed. */
export const sessionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  actualStart: z.string(),
  actualEnd: z.string().optional(),
  hierarchyElement: reference,
  /** Ours: a guest's stay, or a subscriber's (an individual's or a company's). */
  sessionType: z.enum(['guest', 'subscription', 'company']),
  /** Ours, and only for a key with sessions:plates: the plate as registered. */
  plate: z.string().optional(),
  /** Ours: what the closed stay paid, VAT included. */
  payment: z.object({ amount, durationMinutes: z.number().int(), paymentMethod: z.string() }).optional(),
});
export type Session = z.infer<typeof sessionSchema>;

export const listOf = <Item extends z.ZodType>(item: Item) => z.object({ meta: listMetaSchema, data: z.array(item) });

/** `place_ids` as APDS sends them, comma-separated (`area-1,area-2`); a sub-area names its area's stays. */
const placeIds = () =>
  z
    .string()
    .transform((text) => text.split(',').map((part) => part.trim()))
    .pipe(z.array(z.string().regex(/^area-\d{1,10}$/, { error: VALIDATION.invalidChoice })).max(100))
    .transform((ids) => ids.map((id) => Number(id.slice('area-'.length))))
    .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_ID), { error: VALIDATION.invalidChoice });

/** A page of a listing: APDS counts pages from 1. */
const page = () => z.coerce.number({ error: VALIDATION.number }).int().min(1).max(1_000_000).default(1);

export const pageQuerySchema = z.strictObject({ page: page() });

/** The sessions wanted, by APDS's filters: their places, and when they started and ended. */
export const sessionsQuerySchema = z.strictObject({
  page: page(),
  place_ids: placeIds().optional(),
  start_after: instant().optional(),
  start_before: instant().optional(),
  end_after: instant().optional(),
  end_before: instant().optional(),
});
export type SessionsQuery = z.output<typeof sessionsQuerySchema>;

export const placeIdParams = z.strictObject({ id: z.string().regex(/^(area|sub-area)-\d{1,10}$/) });

import { z } from 'zod';
import { VALIDATION } from '../validation-messages';
import { qrValue } from './gate-operations';
import { plate } from './plate';
import { tariffPreviewSchema } from './tariff-preview';

const language = z.enum(['en', 'ar']);

/** A wall-clock time as a phone's date-and-time field gives it, in the operator's time zone (2026-12-04T14:30). */
const localDateTime = () =>
  z.string({ error: VALIDATION.dateTime }).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: VALIDATION.dateTime });

/**
 * The stay a guest pays ahead for: by the QR code of its ticket (the code's address or value), or
 * by its plate and about when it came in (PAY_AHEAD_ENTRY_TOLERANCE_MINUTES either side).
 */
export const payAheadLookupSchema = z
  .strictObject({
    qr: qrValue().optional(),
    plate: plate().optional(),
    entered_at: localDateTime().optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.qr === undefined) === (body.plate === undefined))
      ctx.addIssue({ code: 'custom', path: ['plate'], message: VALIDATION.plateOrQr });
    else if (body.plate !== undefined && body.entered_at === undefined)
      ctx.addIssue({ code: 'custom', path: ['entered_at'], message: VALIDATION.required });
  });
export type PayAheadLookupInput = z.input<typeof payAheadLookupSchema>;
export type PayAheadLookup = z.output<typeof payAheadLookupSchema>;

/**
 * Where a stay paid ahead stands: `to_pay` (the quote), `nothing_to_pay` (free so far: within the
 * free minutes, a person with disabilities), or `paid` (within the grace after its payment).
 */
export const PAY_AHEAD_STATES = ['to_pay', 'nothing_to_pay', 'paid'] as const;

/** What the guest's page shows of the stay: its fee now, line by line as the exit would price it. */
export const payAheadStaySchema = z.object({
  state: z.enum(PAY_AHEAD_STATES),
  area: z.object({ name: z.string(), name_ar: z.string().nullable() }),
  plate_letters: z.string(),
  plate_number: z.string(),
  entry_time: z.date(),
  /** The fee to pay now (to_pay), with its lines; nothing otherwise. */
  price: tariffPreviewSchema,
  /** Until when the quote may be paid; for a stay free so far, until when it leaves free. */
  valid_until: z.date(),
  /** When it was last paid ahead, and by when it leaves without paying more. */
  paid_at: z.date().nullable(),
  leave_by: z.date().nullable(),
  grace_minutes: z.number().int(),
});
export type PayAheadStay = z.infer<typeof payAheadStaySchema>;

export const payAheadCheckoutSchema = z.strictObject({ stay: payAheadLookupSchema, lang: language });

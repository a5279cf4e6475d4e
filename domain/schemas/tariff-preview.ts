import { z } from 'zod';
import { CURRENCY } from '../money';
import { MINUTES_PER_BLOCK, TARIFF_LINE_KEYS, TARIFF_VALUE_NAMES } from '../tariff';
import { VALIDATION } from '../validation-messages';
import { instant, optionalInstant } from './fields';

/** The longest stay a preview prices: a line per day, so a stay of centuries would be a page of millions. */
export const MAX_PREVIEW_DAYS = 366;
const MAX_PREVIEW_MS = MAX_PREVIEW_DAYS * MINUTES_PER_BLOCK * 60_000;

/** POST /api/areas/:id/tariff-preview: a stay to price under the area's tariff. */
export const tariffPreviewRequestSchema = z
  .object({
    entry: instant(),
    exit: instant(),
    paid_at: optionalInstant(),
    previous_exit: optionalInstant(),
  })
  .superRefine(({ entry, exit, paid_at }, ctx) => {
    // zod runs this even when a field failed its own check, which then is still its text.
    if (!(entry instanceof Date) || !(exit instanceof Date)) return;
    if (exit < entry) ctx.addIssue({ code: 'custom', path: ['exit'], message: VALIDATION.notBeforeEntry });
    else if (exit.getTime() - entry.getTime() > MAX_PREVIEW_MS)
      ctx.addIssue({ code: 'custom', path: ['exit'], message: VALIDATION.stayTooLong });
    if (paid_at instanceof Date && paid_at < entry)
      ctx.addIssue({ code: 'custom', path: ['paid_at'], message: VALIDATION.notBeforeEntry });
    else if (paid_at instanceof Date && paid_at > exit)
      ctx.addIssue({ code: 'custom', path: ['paid_at'], message: VALIDATION.notAfterExit });
  });

export type TariffPreviewBody = z.input<typeof tariffPreviewRequestSchema>;
export type TariffPreviewRequest = z.output<typeof tariffPreviewRequestSchema>;

/** The price of the stay in SAR, money inside the lines' values too. */
export const tariffPreviewSchema = z.object({
  amount: z.number(),
  currency: z.literal(CURRENCY),
  minutes: z.number().int(),
  lines: z.array(
    z.object({
      key: z.enum(TARIFF_LINE_KEYS),
      values: z.partialRecord(z.enum(TARIFF_VALUE_NAMES), z.number()),
      amount: z.number(),
    }),
  ),
});

export type TariffPreview = z.infer<typeof tariffPreviewSchema>;

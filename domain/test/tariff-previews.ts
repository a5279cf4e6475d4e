import type { TariffPreview } from '../schemas/tariff-preview';
import { TARIFF_LINE } from '../tariff';

/**
 * What the API answers for stays under the typical tariff (30 free minutes, 5.00 SAR then 3.00
 * an hour, 50.00 a day): the server's tests check it answers this, and the browser's tests
 * answer it, so both sides hold to the same contract.
 */
export const TYPICAL_PREVIEWS = {
  oneHour: { amount: 5, currency: 'SAR', minutes: 60, lines: [{ key: TARIFF_LINE.firstHour, values: {}, amount: 5 }] },
  twoHoursTen: {
    amount: 11,
    currency: 'SAR',
    minutes: 130,
    lines: [
      { key: TARIFF_LINE.firstHour, values: {}, amount: 5 },
      { key: TARIFF_LINE.furtherHours, values: { hours: 2, fee: 3 }, amount: 6 },
    ],
  },
} satisfies Record<string, TariffPreview>;

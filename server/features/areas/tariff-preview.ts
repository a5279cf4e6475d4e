import { CURRENCY, halalasToSar } from '../../../domain/money';
import type { TariffPreview, TariffPreviewRequest } from '../../../domain/schemas/tariff-preview';
import {
  priceStay,
  type StayPrice,
  type Tariff,
  type TariffLine,
  type TariffLineValues,
  TARIFF_MONEY_VALUES,
} from '../../../domain/tariff';

function valuesInSar(values: TariffLineValues): TariffLineValues {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      TARIFF_MONEY_VALUES.includes(name as keyof TariffLineValues) ? halalasToSar(value) : value,
    ]),
  );
}

/** A price's lines as the API answers them: SAR, in their money values too. */
export function linesInSar(lines: readonly TariffLine[]): TariffPreview['lines'] {
  return lines.map((line) => ({ key: line.key, values: valuesInSar(line.values), amount: halalasToSar(line.amount) }));
}

/** A stay's price as the API answers it: SAR, in the lines' money values too. */
export function priceInSar(price: StayPrice): TariffPreview {
  return {
    amount: halalasToSar(price.amount),
    currency: CURRENCY,
    minutes: price.minutes,
    lines: linesInSar(price.lines),
  };
}

/** A tariff as the API answers it: the fees in SAR. */
export function tariffInSar({
  hourly_fee_halalas,
  after_first_hour_fee_halalas,
  daily_cap_halalas,
  ...minutes
}: Tariff) {
  return {
    ...minutes,
    hourly_fee: halalasToSar(hourly_fee_halalas),
    after_first_hour_fee: halalasToSar(after_first_hour_fee_halalas),
    daily_cap: halalasToSar(daily_cap_halalas),
  };
}

/** What a stay would cost under an area's tariff, as the API answers it: SAR, lines included. */
export function tariffPreview(
  tariff: Tariff,
  { entry, exit, paid_at, previous_exit }: TariffPreviewRequest,
): TariffPreview {
  return priceInSar(priceStay(tariff, { entry, exit, paidAt: paid_at, previousExit: previous_exit }));
}

import { CURRENCY, halalasToSar } from '../../domain/money';
import type { TariffPreview, TariffPreviewRequest } from '../../domain/schemas/tariff-preview';
import { priceStay, type StayPrice, type Tariff, type TariffLineValues, TARIFF_MONEY_VALUES } from '../../domain/tariff';

function valuesInSar(values: TariffLineValues): TariffLineValues {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, TARIFF_MONEY_VALUES.includes(name as keyof TariffLineValues) ? halalasToSar(value) : value]));
}

/** A stay's price as the API answers it: SAR, in the lines' money values too. */
export function priceInSar(price: StayPrice): TariffPreview {
  return {
    amount: halalasToSar(price.amount),
    currency: CURRENCY,
    minutes: price.minutes,
    lines: price.lines.map((line) => ({ key: line.key, values: valuesInSar(line.values), amount: halalasToSar(line.amount) })),
  };
}

/** What a stay would cost under an area's tariff, as the API answers it: SAR, lines included. */
export function tariffPreview(tariff: Tariff, { entry, exit, paid_at, previous_exit }: TariffPreviewRequest): TariffPreview {
  return priceInSar(priceStay(tariff, { entry, exit, paidAt: paid_at, previousExit: previous_exit }));
}

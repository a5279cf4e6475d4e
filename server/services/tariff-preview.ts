import { CURRENCY, halalasToSar } from '../../domain/money';
import type { TariffPreview, TariffPreviewRequest } from '../../domain/schemas/tariff-preview';
import { priceStay, type Tariff, type TariffLineValues, TARIFF_MONEY_VALUES } from '../../domain/tariff';

function valuesInSar(values: TariffLineValues): TariffLineValues {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, TARIFF_MONEY_VALUES.includes(name as keyof TariffLineValues) ? halalasToSar(value) : value]));
}

/** What a stay would cost under an area's tariff, as the API answers it: SAR, lines included. */
export function tariffPreview(tariff: Tariff, { entry, exit, paid_at, previous_exit }: TariffPreviewRequest): TariffPreview {
  const price = priceStay(tariff, { entry, exit, paidAt: paid_at, previousExit: previous_exit });
  return {
    amount: halalasToSar(price.amount),
    currency: CURRENCY,
    minutes: price.minutes,
    lines: price.lines.map((line) => ({ key: line.key, values: valuesInSar(line.values), amount: halalasToSar(line.amount) })),
  };
}

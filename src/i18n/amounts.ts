/** Left-to-right isolate (U+2066) and pop directional isolate (U+2069). */
const LRI = '\u2066';
const PDI = '\u2069';
/** The marks a locale's pattern puts about an amount to steer its direction: LRM, RLM, ALM. */
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g;
const NUMBER_PARTS: ReadonlySet<Intl.NumberFormatPartTypes> = new Set(['integer', 'group', 'decimal', 'fraction']);

/**
 * An amount as `format` writes it, with its sign kept against its digits. In an Arabic page the
 * locale's pattern leaves the minus to the bidirectional algorithm, which can carry it to the far
 * side of the number ("100.00- ر.س." on a shift closed short), so there a signed number is one
 * left-to-right isolate, "⁦-100.00⁩ ر.س.", read as written, the minus first. English, written left
 * to right, and an amount without a sign are the locale's own.
 */
export function amountWithSign(format: Intl.NumberFormat, value: number): string {
  const parts = format.formatToParts(value);
  const sign = parts.find((part) => part.type === 'minusSign' || part.type === 'plusSign');
  if (!sign || !format.resolvedOptions().locale.startsWith('ar')) return format.format(value);
  const digits = parts.filter((part) => NUMBER_PARTS.has(part.type)).map((part) => part.value);
  const isolated = `${LRI}${sign.value}${digits.join('')}${PDI}`;
  let placed = false;
  return parts
    .map((part) => {
      if (part === sign) return '';
      if (!NUMBER_PARTS.has(part.type)) return part.value.replace(DIRECTION_MARKS, '');
      if (placed) return '';
      placed = true;
      return isolated;
    })
    .join('');
}

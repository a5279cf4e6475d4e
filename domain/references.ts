/**
 * Short codes a person reads out or types: a subscription request's reference and a guest
 * ticket's number. Eight symbols in two groups (K7QM-4X2P), from letters and digits nobody
 * misreads over the phone or on a printed ticket: no 0/O, no 1/I/L.
 */
export const REFERENCE_SYMBOLS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERENCE_LENGTH = 8;

const SYMBOLS = new RegExp(`^[${REFERENCE_SYMBOLS}]{${REFERENCE_LENGTH}}$`);

/** Eight symbols as they are stored and printed: `K7QM-4X2P`. */
export function formatReference(symbols: string): string {
  return `${symbols.slice(0, 4)}-${symbols.slice(4)}`;
}

/** A code as typed (any case, spaced, with or without its dash) in its stored form; null when it is none. */
export function readReference(input: string): string | null {
  const symbols = input.toUpperCase().replace(/[\s-]/g, '');
  return SYMBOLS.test(symbols) ? formatReference(symbols) : null;
}

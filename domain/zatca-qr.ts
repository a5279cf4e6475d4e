import { halalasToDecimalText } from './money';
import { vatIncluded } from './vat';

/**
 * The five fields of a ZATCA (Fatoora) phase-1 QR code on a simplified tax invoice, as the text
 * each tag carries: tag 1 the seller's name, 2 its VAT number, 3 the time of the invoice
 * (ISO 8601), 4 the total with VAT and 5 the VAT, both with two decimals ("115.00").
 */
export interface ZatcaQrFields {
  sellerName: string;
  vatNumber: string;
  timestamp: string;
  total: string;
  vat: string;
}

const TAGS = [
  'sellerName',
  'vatNumber',
  'timestamp',
  'total',
  'vat',
] as const satisfies readonly (keyof ZatcaQrFields)[];

/** The length of a value is one byte, so a value holds at most 255 bytes of UTF-8. */
const MAX_VALUE_BYTES = 255;

/** A lone half of a surrogate pair: UTF-8 cannot carry it, TextEncoder would write U+FFFD instead. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

// TextEncoder, TextDecoder, btoa and atob are globals both in browsers and in Node, unlike Buffer.
const utf8Encoder = new TextEncoder();
const utf8Decoder = new TextDecoder('utf-8', { fatal: true });

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function base64ToBytes(base64: string): Uint8Array {
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    throw new Error('ZATCA QR: the payload is not Base64');
  }
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** Tag, length in bytes, then the UTF-8 bytes of each field, the whole in Base64: the text the QR code holds. */
export function encodeZatcaTlv(fields: ZatcaQrFields): string {
  const parts = TAGS.map((name, index) => {
    const text = fields[name];
    if (LONE_SURROGATE.test(text)) throw new RangeError(`ZATCA QR: the ${name} is not well-formed Unicode text`);
    const value = utf8Encoder.encode(text);
    if (value.length > MAX_VALUE_BYTES) {
      throw new RangeError(
        `ZATCA QR: the ${name} takes ${value.length} bytes in UTF-8; a TLV value holds at most ${MAX_VALUE_BYTES}`,
      );
    }
    return [index + 1, value.length, ...value];
  });
  return bytesToBase64(Uint8Array.from(parts.flat()));
}

/** The fields of a phase-1 QR payload; throws on anything but exactly tags 1 to 5, each once, whole and in UTF-8. */
export function decodeZatcaTlv(payload: string): ZatcaQrFields {
  const bytes = base64ToBytes(payload);
  const found = new Map<number, string>();
  let offset = 0;
  while (offset < bytes.length) {
    const tag = bytes[offset]!;
    const length = bytes[offset + 1];
    if (length === undefined || offset + 2 + length > bytes.length)
      throw new Error(`ZATCA QR: tag ${tag} is cut short`);
    const end = offset + 2 + length;
    if (tag < 1 || tag > TAGS.length) throw new Error(`ZATCA QR: tag ${tag} is not a phase-1 tag`);
    if (found.has(tag)) throw new Error(`ZATCA QR: tag ${tag} appears twice`);
    try {
      found.set(tag, utf8Decoder.decode(bytes.subarray(offset + 2, end)));
    } catch {
      throw new Error(`ZATCA QR: tag ${tag} is not UTF-8 text`);
    }
    offset = end;
  }
  const entries = TAGS.map((name, index) => {
    const value = found.get(index + 1);
    if (value === undefined) throw new Error(`ZATCA QR: tag ${index + 1} (${name}) is missing`);
    return [name, value] as const;
  });
  return Object.fromEntries(entries) as Record<(typeof TAGS)[number], string>;
}

/** What a receipt puts in its QR code. */
export interface ZatcaReceipt {
  sellerName: string;
  vatNumber: string;
  issuedAt: Date;
  /** The amount paid, VAT included, in halalas. */
  totalHalalas: number;
}

/**
 * The time of an invoice in ISO 8601 UTC to the second, "2022-04-25T15:30:00Z", as ZATCA's own
 * example writes it (milliseconds are dropped).
 */
export function zatcaTimestamp(issuedAt: Date): string {
  if (Number.isNaN(issuedAt.getTime())) throw new RangeError('ZATCA QR: the invoice time is not a valid date');
  return issuedAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A receipt's QR payload, its VAT split by the same rule as the printed receipt (domain/vat.ts). */
export function zatcaQrPayload(receipt: ZatcaReceipt): string {
  const { total, vat } = vatIncluded(receipt.totalHalalas);
  return encodeZatcaTlv({
    sellerName: receipt.sellerName,
    vatNumber: receipt.vatNumber,
    timestamp: zatcaTimestamp(receipt.issuedAt),
    total: halalasToDecimalText(total),
    vat: halalasToDecimalText(vat),
  });
}

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
// A value may itself begin with U+FEFF: keep it, as the encoder wrote it.
const utf8Decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

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

function textValue(name: string, text: string): Uint8Array {
  if (LONE_SURROGATE.test(text)) throw new RangeError(`ZATCA QR: the ${name} is not well-formed Unicode text`);
  return utf8Encoder.encode(text);
}

/** Tag (its position from 1), length in bytes, then the bytes of each value, the whole in Base64. */
function encodeTlv(values: readonly (readonly [name: string, value: Uint8Array])[]): string {
  const parts = values.map(([name, value], index) => {
    if (value.length > MAX_VALUE_BYTES) {
      throw new RangeError(
        `ZATCA QR: the ${name} takes ${value.length} bytes in UTF-8; a TLV value holds at most ${MAX_VALUE_BYTES}`,
      );
    }
    return [index + 1, value.length, ...value];
  });
  return bytesToBase64(Uint8Array.from(parts.flat()));
}

/** The values of a payload by tag; throws on a tag above `lastTag`, one twice, or one cut short. */
function decodeTlv(payload: string, lastTag: number, phase: string): Map<number, Uint8Array> {
  const bytes = base64ToBytes(payload);
  const found = new Map<number, Uint8Array>();
  let offset = 0;
  while (offset < bytes.length) {
    const tag = bytes[offset]!;
    const length = bytes[offset + 1];
    if (length === undefined || offset + 2 + length > bytes.length)
      throw new Error(`ZATCA QR: tag ${tag} is cut short`);
    if (tag < 1 || tag > lastTag) throw new Error(`ZATCA QR: tag ${tag} is not a ${phase} tag`);
    if (found.has(tag)) throw new Error(`ZATCA QR: tag ${tag} appears twice`);
    found.set(tag, bytes.subarray(offset + 2, offset + 2 + length));
    offset += 2 + length;
  }
  return found;
}

function textFields(found: Map<number, Uint8Array>): ZatcaQrFields {
  const entries = TAGS.map((name, index) => {
    const value = found.get(index + 1);
    if (value === undefined) throw new Error(`ZATCA QR: tag ${index + 1} (${name}) is missing`);
    try {
      return [name, utf8Decoder.decode(value)] as const;
    } catch {
      throw new Error(`ZATCA QR: tag ${index + 1} is not UTF-8 text`);
    }
  });
  return Object.fromEntries(entries) as Record<(typeof TAGS)[number], string>;
}

/** The phase-1 payload: tags 1 to 5, each the UTF-8 bytes of its field. */
export function encodeZatcaTlv(fields: ZatcaQrFields): string {
  return encodeTlv(TAGS.map((name) => [name, textValue(name, fields[name])] as const));
}

/** The fields of a phase-1 QR payload; throws on anything but exactly tags 1 to 5, each once, whole and in UTF-8. */
export function decodeZatcaTlv(payload: string): ZatcaQrFields {
  return textFields(decodeTlv(payload, TAGS.length, 'phase-1'));
}

/**
 * What the cryptographic stamp adds to a phase-2 QR code: tag 6 the invoice hash and 7 the
 * signature, each as its Base64 text; 8 the signer's public key and 9 the Authority's signature of
 * its certificate, each as DER bytes. Tag 9 is for simplified documents only.
 */
export interface ZatcaStampFields {
  invoiceHash: string;
  signature: string;
  publicKey: Uint8Array;
  certificateSignature: Uint8Array | null;
}

export type ZatcaPhase2Fields = ZatcaQrFields & ZatcaStampFields;

export function encodeZatcaPhase2Tlv(fields: ZatcaPhase2Fields): string {
  return encodeTlv([
    ...TAGS.map((name) => [name, textValue(name, fields[name])] as const),
    ['invoiceHash', textValue('invoiceHash', fields.invoiceHash)],
    ['signature', textValue('signature', fields.signature)],
    ['publicKey', fields.publicKey],
    ...(fields.certificateSignature ? [['certificateSignature', fields.certificateSignature] as const] : []),
  ]);
}

/** The fields of a phase-2 QR payload: tags 1 to 8 each once, 9 at most once. */
export function decodeZatcaPhase2Tlv(payload: string): ZatcaPhase2Fields {
  const found = decodeTlv(payload, 9, 'phase-2');
  const stamp = [6, 7, 8].map((tag) => {
    const value = found.get(tag);
    if (value === undefined) throw new Error(`ZATCA QR: tag ${tag} is missing`);
    return value;
  });
  return {
    ...textFields(found),
    invoiceHash: utf8Decoder.decode(stamp[0]),
    signature: utf8Decoder.decode(stamp[1]),
    publicKey: Uint8Array.from(stamp[2]!),
    certificateSignature: found.has(9) ? Uint8Array.from(found.get(9)!) : null,
  };
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

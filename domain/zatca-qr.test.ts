import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { halalasToDecimalText } from './money';
import { vatIncluded } from './vat';
import { decodeZatcaTlv, encodeZatcaTlv, zatcaQrPayload, zatcaTimestamp, type ZatcaQrFields } from './zatca-qr';

/**
 * ZATCA's worked example of a phase-1 QR code (its guide "QRCodeCreation.pdf",
 * https://zatca.gov.sa/ar/E-Invoicing/SystemsDevelopers/Documents/QRCodeCreation.pdf), with its
 * Base64 as published in the tests of Haraj-backend/zatca-sdk-go, qrcode/qrcode_test.go
 * (commit b3ec4cfc3c6056374975eac5c2ed55df6826c2be), which also publishes the Arabic vector below.
 */
const ZATCA_EXAMPLE: ZatcaQrFields = {
  sellerName: 'Bobs Records',
  vatNumber: '310122393500003',
  timestamp: '2022-04-25T15:30:00Z',
  total: '1000.00',
  vat: '150.00',
};
const ZATCA_EXAMPLE_BASE64 =
  'AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==';

/** The same invoice from an Arabic seller: 15 letters that take 29 bytes. */
const ARABIC_SELLER = 'الجواهري العربي';
const ARABIC_EXAMPLE_BASE64 =
  'AR3Yp9mE2KzZiNin2YfYsdmKINin2YTYudix2KjZigIPMzEwMTIyMzkzNTAwMDAzAxQyMDIyLTA0LTI1VDE1OjMwOjAwWgQHMTAwMC4wMAUGMTUwLjAw';

function bytesOf(base64: string): number[] {
  return Array.from(atob(base64), (character) => character.charCodeAt(0));
}

function base64Of(bytes: number[]): string {
  return btoa(String.fromCharCode(...bytes));
}

/** Any text that fits a TLV value: at most 63 code points of at most 4 bytes each. */
const text = fc.string({ unit: 'binary', maxLength: 63 });

describe('the ZATCA phase-1 QR payload', () => {
  it("encodes ZATCA's published example byte for byte", () => {
    expect(encodeZatcaTlv(ZATCA_EXAMPLE)).toBe(ZATCA_EXAMPLE_BASE64);
    expect(decodeZatcaTlv(ZATCA_EXAMPLE_BASE64)).toStrictEqual(ZATCA_EXAMPLE);
  });

  it('counts an Arabic name in bytes, not in letters', () => {
    const arabic = { ...ZATCA_EXAMPLE, sellerName: ARABIC_SELLER };
    expect(encodeZatcaTlv(arabic)).toBe(ARABIC_EXAMPLE_BASE64);
    expect(ARABIC_SELLER).toHaveLength(15);
    expect(bytesOf(ARABIC_EXAMPLE_BASE64).slice(0, 2)).toStrictEqual([1, 29]);
    expect(decodeZatcaTlv(ARABIC_EXAMPLE_BASE64)).toStrictEqual(arabic);
  });

  it('takes a value of 255 bytes and refuses one of 256, however few letters it has', () => {
    const arabic255 = `${'م'.repeat(127)}X`;
    expect(decodeZatcaTlv(encodeZatcaTlv({ ...ZATCA_EXAMPLE, sellerName: arabic255 })).sellerName).toBe(arabic255);
    expect(decodeZatcaTlv(encodeZatcaTlv({ ...ZATCA_EXAMPLE, sellerName: 'x'.repeat(255) })).sellerName).toHaveLength(
      255,
    );
    expect(() => encodeZatcaTlv({ ...ZATCA_EXAMPLE, sellerName: 'م'.repeat(128) })).toThrow(
      'ZATCA QR: the sellerName takes 256 bytes in UTF-8; a TLV value holds at most 255',
    );
    expect(() => encodeZatcaTlv({ ...ZATCA_EXAMPLE, vatNumber: '3'.repeat(256) })).toThrow(RangeError);
  });

  it('refuses text that UTF-8 cannot carry', () => {
    expect(() => encodeZatcaTlv({ ...ZATCA_EXAMPLE, sellerName: 'Bobs \uD83D Records' })).toThrow(/not well-formed/);
  });

  it('reads back a value that begins with a byte-order mark, mark included', () => {
    const fields = { ...ZATCA_EXAMPLE, sellerName: '\uFEFFBobs Records' };
    expect(decodeZatcaTlv(encodeZatcaTlv(fields))).toStrictEqual(fields);
  });

  it('reads back every field it writes', () => {
    fc.assert(
      fc.property(
        fc.record({ sellerName: text, vatNumber: text, timestamp: text, total: text, vat: text }),
        (fields) => {
          // fc.record builds objects without a prototype; the decoder's are plain ones.
          expect(decodeZatcaTlv(encodeZatcaTlv(fields))).toStrictEqual({ ...fields });
        },
      ),
    );
  });
});

describe("a receipt's QR code", () => {
  it('carries the total and the VAT of the printed receipt, with two decimals, and the time to the second in UTC', () => {
    const payload = zatcaQrPayload({
      sellerName: 'مواقف الرياض',
      vatNumber: '310122393500003',
      issuedAt: new Date('2022-04-25T18:30:00.789+03:00'),
      totalHalalas: 11_500,
    });
    expect(decodeZatcaTlv(payload)).toStrictEqual({
      sellerName: 'مواقف الرياض',
      vatNumber: '310122393500003',
      timestamp: '2022-04-25T15:30:00Z',
      total: '115.00',
      vat: '15.00',
    });
  });

  it('splits any amount as domain/vat.ts does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.date({ noInvalidDate: true }),
        (totalHalalas, issuedAt) => {
          const { total, vat } = decodeZatcaTlv(
            zatcaQrPayload({ sellerName: 'Bobs Records', vatNumber: '310122393500003', issuedAt, totalHalalas }),
          );
          const split = vatIncluded(totalHalalas);
          expect(total).toBe(halalasToDecimalText(split.total));
          expect(vat).toBe(halalasToDecimalText(split.vat));
        },
      ),
    );
  });

  it('writes the time as ISO 8601 in UTC without milliseconds', () => {
    expect(zatcaTimestamp(new Date(Date.UTC(2022, 3, 25, 15, 30, 0, 999)))).toBe('2022-04-25T15:30:00Z');
    expect(() => zatcaTimestamp(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('decoding a QR payload', () => {
  const example = bytesOf(ZATCA_EXAMPLE_BASE64);

  it.each([
    ['text that is not Base64', '@@@@', /not Base64/],
    ['a payload cut inside a value', base64Of(example.slice(0, -1)), 'ZATCA QR: tag 5 is cut short'],
    ['a payload cut after a tag', base64Of([...example.slice(0, 14), 2]), 'ZATCA QR: tag 2 is cut short'],
    ['a missing field', base64Of(example.slice(0, example.indexOf(5))), 'ZATCA QR: tag 5 (vat) is missing'],
    ['a field twice', base64Of([...example, 5, 1, 0x30]), 'ZATCA QR: tag 5 appears twice'],
    ['a phase-2 tag', base64Of([...example, 6, 1, 0x30]), 'ZATCA QR: tag 6 is not a phase-1 tag'],
    ['a tag 0', base64Of([0, 0, ...example]), 'ZATCA QR: tag 0 is not a phase-1 tag'],
    ['bytes that are not UTF-8', base64Of([1, 1, 0xff, ...example.slice(14)]), 'ZATCA QR: tag 1 is not UTF-8 text'],
  ])('refuses %s', (_, payload, error) => {
    expect(() => decodeZatcaTlv(payload)).toThrow(error);
  });
});

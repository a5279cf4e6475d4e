import { createPublicKey, randomUUID, verify, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeZatcaPhase2Tlv } from '../../../../domain/zatca-qr';
import { invoiceHash } from './invoice-hash';
import { hexDigestBase64, signedPropertiesDigest, signingCertificate, stampDocument } from './stamp';
import type { TaxDocument } from './ubl';

const sample = (name: string) => readFileSync(new URL(`./sdk-samples/${name}.xml`, import.meta.url), 'utf8');
const SAMPLES = ['Simplified_Invoice', 'Simplified_Credit_Note', 'Simplified_Debit_Note'];

const between = (xml: string, open: string, close: string) => {
  const start = xml.indexOf(open);
  return xml.slice(start, xml.indexOf(close, start) + close.length);
};
const textOf = (xml: string, element: string) => new RegExp(`<${element}[^>]*>([^<]*)</${element}>`).exec(xml)![1]!;
const digestsOf = (xml: string) => [...xml.matchAll(/<ds:DigestValue>([^<]+)<\/ds:DigestValue>/g)].map((m) => m[1]);

/** The SDK's test key (a SEC1 body without its PEM lines) and the certificate its samples carry for it. */
const SDK_KEY = `-----BEGIN EC PRIVATE KEY-----
MHQCAQEEIDyLDaWIn/1/g3PGLrwupV4nTiiLKM59UEqUch1vDfhpoAcGBSuBBAAKoUQDQgAEYYMMoOaFYAhMO/steotfZyavr6p11SSlwsK9azmsLY7b1b+FLhqMArhB2dqHKboxqKNfvkKDePhpqjui5hcn0Q==
-----END EC PRIVATE KEY-----`;
const SDK_CERTIFICATE_BODY = textOf(sample('Simplified_Invoice'), 'ds:X509Certificate');

const sdkCertificate = () => signingCertificate(SDK_CERTIFICATE_BODY);

const invoice: TaxDocument = {
  kind: 'simplified',
  type: 'invoice',
  number: 'PS-1-1',
  uuid: randomUUID(),
  issuedAt: new Date('2026-11-27T09:15:42.123Z'),
  counter: 1,
  previousHash: 'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==',
  seller: {
    name: 'شركة مشغل المواقف & شركاه',
    vatNumber: '300000000000003',
    registrationNumber: '1010010000',
    address: {
      street: 'طريق الملك فهد',
      buildingNumber: '1234',
      district: 'العليا',
      city: 'الرياض',
      postalZone: '12211',
    },
  },
  buyer: null,
  itemName: 'رسوم موقف',
  totalHalalas: 1000,
  paymentMeansCode: '10',
  paidByOthers: null,
  correction: null,
};

describe('the SDK samples’ stamps', () => {
  it.each(SAMPLES)('%s: our signed-properties digest is the one it states', (name) => {
    const xml = sample(name);
    const properties = between(xml, '<xades:SignedProperties', '</xades:SignedProperties>');
    expect(signedPropertiesDigest(properties)).toBe(digestsOf(xml)[1]);
  });

  it.each(SAMPLES)('%s: its signature is ECDSA over its hash’s bytes by its certificate’s key', (name) => {
    const xml = sample(name);
    const key = new X509Certificate(Buffer.from(textOf(xml, 'ds:X509Certificate'), 'base64')).publicKey;
    const signature = Buffer.from(textOf(xml, 'ds:SignatureValue'), 'base64');
    expect(verify('sha256', Buffer.from(invoiceHash(xml), 'base64'), key, signature)).toBe(true);
  });

  it('the certificate digest is Base64 of the hex SHA-256 of the certificate’s Base64 text', () => {
    expect(hexDigestBase64(SDK_CERTIFICATE_BODY)).toBe(digestsOf(sample('Simplified_Invoice'))[2]);
  });
});

describe('a document we stamp', () => {
  const stamped = stampDocument(invoice, { privateKeyPem: SDK_KEY, certificate: sdkCertificate() });

  it('hashes, as sent, to the hash it is signed with and states', () => {
    expect(invoiceHash(stamped.xml)).toBe(stamped.hash);
    expect(digestsOf(stamped.xml)[0]).toBe(stamped.hash);
  });

  it('states the digest of its own signed properties, as the Authority recomputes it', () => {
    const properties = between(stamped.xml, '<xades:SignedProperties', '</xades:SignedProperties>');
    expect(digestsOf(stamped.xml)[1]).toBe(signedPropertiesDigest(properties));
  });

  it('verifies with the public key its QR carries, and the QR states the document', () => {
    const qr = decodeZatcaPhase2Tlv(
      textOf(stamped.xml.split('<cbc:ID>QR</cbc:ID>')[1]!, 'cbc:EmbeddedDocumentBinaryObject'),
    );
    const key = createPublicKey({ key: Buffer.from(qr.publicKey), format: 'der', type: 'spki' });
    expect(verify('sha256', Buffer.from(qr.invoiceHash, 'base64'), key, Buffer.from(qr.signature, 'base64'))).toBe(
      true,
    );
    expect(qr).toMatchObject({
      sellerName: invoice.seller.name,
      vatNumber: '300000000000003',
      timestamp: `${textOf(stamped.xml, 'cbc:IssueDate')}T${textOf(stamped.xml, 'cbc:IssueTime')}`,
      total: textOf(stamped.xml, 'cbc:PayableAmount'),
      vat: '1.30',
      invoiceHash: stamped.hash,
      signature: textOf(stamped.xml, 'ds:SignatureValue'),
    });
    expect(qr.timestamp).toBe('2026-11-27T09:15:42Z');
    expect(qr.publicKey).toHaveLength(88);
    expect(qr.certificateSignature).not.toBeNull();
  });

  it('states 10.00 paid as 8.69 and 1.30 VAT with a halala of payable rounding', () => {
    expect(textOf(stamped.xml, 'cbc:TaxExclusiveAmount')).toBe('8.69');
    expect(textOf(stamped.xml, 'cbc:TaxInclusiveAmount')).toBe('9.99');
    expect(textOf(stamped.xml, 'cbc:PayableRoundingAmount')).toBe('0.01');
    expect(textOf(stamped.xml, 'cbc:PayableAmount')).toBe('10.00');
  });

  it('escapes what the seller’s name holds', () => {
    expect(stamped.xml).toContain('<cbc:RegistrationName>شركة مشغل المواقف &amp; شركاه</cbc:RegistrationName>');
  });

  it('a credit note names the invoice it corrects and why, and leaves the QR without tag 9 on a standard one', () => {
    const note = stampDocument(
      {
        ...invoice,
        kind: 'standard',
        type: 'credit-note',
        buyer: { name: 'Acme', vatNumber: '311111111100003', address: invoice.seller.address },
        correction: { invoiceNumber: 'PS-1-1', reason: 'Refund' },
      },
      { privateKeyPem: SDK_KEY, certificate: sdkCertificate() },
    );
    expect(note.xml).toContain('<cbc:InvoiceTypeCode name="0100000">381</cbc:InvoiceTypeCode>');
    expect(textOf(between(note.xml, '<cac:BillingReference>', '</cac:BillingReference>'), 'cbc:ID')).toBe('PS-1-1');
    expect(textOf(note.xml, 'cbc:InstructionNote')).toBe('Refund');
    expect(decodeZatcaPhase2Tlv(note.qr).certificateSignature).toBeNull();
    expect(invoiceHash(note.xml)).toBe(note.hash);
  });
});

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIRST_PREVIOUS_INVOICE_HASH, hashedInvoiceText, invoiceHash } from './invoice-hash';

const SAMPLES = ['Simplified_Invoice', 'Simplified_Credit_Note', 'Simplified_Debit_Note'];
const sample = (name: string) => readFileSync(new URL(`./sdk-samples/${name}.xml`, import.meta.url), 'utf8');

/** The hash the SDK signed: the digest of the signature's first reference (`invoiceSignedData`). */
function signedDigestOf(xml: string): string {
  const reference = /<ds:Reference Id="invoiceSignedData"[\s\S]*?<ds:DigestValue>([^<]+)<\/ds:DigestValue>/.exec(xml);
  return reference![1]!;
}

describe('invoice hash', () => {
  it.each(SAMPLES)('%s hashes to the value the Authority signed', (name) => {
    const xml = sample(name);
    expect(invoiceHash(xml)).toBe(signedDigestOf(xml));
  });

  it('is not the hash of the raw text, nor of the text without comments', () => {
    const xml = sample('Simplified_Debit_Note');
    const raw = createHash('sha256').update(xml).digest('base64');
    expect(raw).not.toBe(signedDigestOf(xml));
  });

  it('leaves out the extensions, the signature and the QR reference, keeping the root namespaces', () => {
    const text = hashedInvoiceText(sample('Simplified_Debit_Note'));
    expect(text).not.toContain('UBLExtensions');
    expect(text).not.toContain('<cac:Signature>');
    expect(text).not.toContain('<cbc:ID>QR</cbc:ID>');
    expect(text).toContain('<cbc:ID>PIH</cbc:ID>');
    expect(text).not.toContain('<!--');
    expect(text).toMatch(/^<Invoice xmlns="[^"]+" xmlns:cac="[^"]+" xmlns:cbc="[^"]+" xmlns:ext="[^"]+">/);
  });

  it('changes with one character of what it covers and not with what it leaves out', () => {
    const xml = sample('Simplified_Debit_Note');
    expect(invoiceHash(xml.replace('<cbc:ID>935</cbc:ID>', '<cbc:ID>936</cbc:ID>'))).not.toBe(invoiceHash(xml));
    expect(invoiceHash(xml.replace(/<ds:SignatureValue>[^<]+/, '<ds:SignatureValue>AAAA'))).toBe(invoiceHash(xml));
  });

  it('starts each chain from the published seed, Base64 of the hex SHA-256 of "0"', () => {
    const hex = createHash('sha256').update('0').digest('hex');
    expect(Buffer.from(FIRST_PREVIOUS_INVOICE_HASH, 'base64').toString()).toBe(hex);
  });

  it('refuses a document that is not well-formed XML', () => {
    expect(() => invoiceHash('<Invoice><cbc:ID>1</Invoice>')).toThrow(/XML/);
  });
});

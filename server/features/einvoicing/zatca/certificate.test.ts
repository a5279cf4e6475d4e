import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { certificateFacts } from './certificate';

const xml = readFileSync(new URL('./sdk-samples/Simplified_Debit_Note.xml', import.meta.url), 'utf8');

function element(name: string, within = xml): string {
  const match = new RegExp(`<${name}>([^<]+)</${name}>`).exec(within);
  return match![1]!.trim();
}

/** The value of one tag of the sample's QR code (tag, length, value; lengths below 128). */
function qrTag(tag: number): Buffer {
  const qr = /<cbc:ID>QR<\/cbc:ID>[\s\S]*?<cbc:EmbeddedDocumentBinaryObject[^>]*>([^<]+)</.exec(xml)![1]!;
  const bytes = Buffer.from(qr, 'base64');
  for (let offset = 0; offset < bytes.length; offset += 2 + bytes[offset + 1]!) {
    if (bytes[offset] === tag) return bytes.subarray(offset + 2, offset + 2 + bytes[offset + 1]!);
  }
  throw new Error(`no QR tag ${tag}`);
}

describe('certificate facts of the SDK sample certificate', () => {
  const body = element('ds:X509Certificate');
  const facts = certificateFacts(body);

  it('are what its signed properties say: the digest, the issuer and the serial number', () => {
    const certDigest = /<xades:CertDigest>[\s\S]*?<\/xades:CertDigest>/.exec(xml)![0];
    expect(facts.digest).toBe(element('ds:DigestValue', certDigest));
    expect(facts.digest).toBe(
      'YTJkM2JhYTcwZTBhZTAxOGYwODMyNzY3NTdkZDM3YzhjY2IxOTIyZDZhM2RlZGJiMGY0NDUzZWJhYWI4MDhmYg==',
    );
    expect(facts.issuerName).toBe(element('ds:X509IssuerName'));
    expect(facts.issuerName).toBe('CN=TSZEINVOICE-SubCA-1, DC=extgazt, DC=gov, DC=local');
    expect(facts.serialNumberDecimal).toBe(element('ds:X509SerialNumber'));
  });

  it("are its QR code's public key (tag 8) and certificate signature (tag 9)", () => {
    expect(facts.publicKeySpkiDer).toHaveLength(88);
    expect(Buffer.from(facts.publicKeySpkiDer).toString('hex')).toMatch(
      /^3056301006072a8648ce3d020106052b8104000a03420004/,
    );
    expect(Buffer.from(facts.publicKeySpkiDer)).toEqual(qrTag(8));
    expect(facts.certificateSignatureDer.length).toBeGreaterThanOrEqual(70);
    expect(facts.certificateSignatureDer.length).toBeLessThanOrEqual(72);
    expect(facts.certificateSignatureDer[0]).toBe(0x30);
    expect(Buffer.from(facts.certificateSignatureDer)).toEqual(qrTag(9));
  });

  it('refuse a body broken into lines, whose digest would not be the one written', () => {
    expect(() => certificateFacts(body.replace(/.{64}/g, '$&\n'))).toThrow(/one line of Base64/);
  });
});

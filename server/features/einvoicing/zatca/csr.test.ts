import type { FatooraEnvironment } from '../../../../domain/einvoice';
import { createPublicKey, generateKeyPairSync, sign } from 'node:crypto';
import { CertificationRequest } from '@peculiar/asn1-csr';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import { Extensions, GeneralName, Name, SubjectAlternativeName } from '@peculiar/asn1-x509';
import { describe, expect, it } from 'vitest';
import {
  certificateSigningRequest,
  generateUnitKeyPair,
  identityErrors,
  readCertificateSigningRequest,
  type UnitIdentity,
} from './csr';
import { fromPem, toPem } from './pem';

const IDENTITY: UnitIdentity = {
  commonName: 'PS-AREA-0001',
  organizationName: 'شركة المواقف الذكية',
  organizationUnit: 'Riyadh Olaya',
  vatNumber: '311111111101113',
  serialNumber: '1-PS|2-1.0|3-ed22f1d8-e6a2-1118-9b58-d9a8f11e445f',
  invoiceTypes: '1100',
  registeredAddress: 'RRRD2929',
  businessCategory: 'Parking',
};

const keys = generateUnitKeyPair();

function parse(pem: string): CertificationRequest {
  return AsnConvert.parse(fromPem(pem, 'CERTIFICATE REQUEST'), CertificationRequest);
}

function requestedExtensions(request: CertificationRequest): Extensions {
  return AsnConvert.parse(request.certificationRequestInfo.attributes[0]!.values[0]!, Extensions);
}

/** The request changed by `change` and signed again with the unit's key: well signed, wrong inside. */
function resigned(pem: string, change: (request: CertificationRequest) => void): string {
  const request = parse(pem);
  change(request);
  const info = AsnConvert.serialize(request.certificationRequestInfo);
  request.signature = new Uint8Array(sign('sha256', new Uint8Array(info), keys.privateKeyPem)).buffer;
  return toPem(AsnConvert.serialize(request), 'CERTIFICATE REQUEST');
}

/** Replaces the requested extensions with `build(current)`. */
function withExtensions(pem: string, build: (current: Extensions) => Extensions): string {
  return resigned(pem, (request) => {
    const attribute = request.certificationRequestInfo.attributes[0]!;
    attribute.values = [AsnConvert.serialize(build(requestedExtensions(request)))];
  });
}

describe('certificate signing request', () => {
  it.each<[FatooraEnvironment, string]>([
    ['simulator', 'TSTZATCA-Code-Signing'],
    ['sandbox', 'TSTZATCA-Code-Signing'],
    ['simulation', 'PREZATCA-Code-Signing'],
    ['production', 'ZATCA-Code-Signing'],
  ])('for %s reads back with template %s, the identity and the unit key', (environment, template) => {
    const pem = certificateSigningRequest(IDENTITY, keys.privateKeyPem, environment);
    expect(pem).toMatch(
      /^-----BEGIN CERTIFICATE REQUEST-----\n[A-Za-z0-9+/=\n]+\n-----END CERTIFICATE REQUEST-----\n$/,
    );
    const read = readCertificateSigningRequest(pem);
    expect(read.identity).toEqual(IDENTITY);
    expect(read.templateName).toBe(template);
    const unitKey = createPublicKey(keys.publicKeyPem).export({ type: 'spki', format: 'der' });
    expect(Buffer.from(read.publicKeySpkiDer)).toEqual(unitKey);
    expect(read.publicKeySpkiDer).toHaveLength(88);
  });

  it('writes the subject C, OU, O, CN and the tax facts SN, UID, title, registeredAddress, businessCategory in UTF-8', () => {
    const request = parse(certificateSigningRequest(IDENTITY, keys.privateKeyPem, 'sandbox'));
    const entries = (name: Name) => name.map((rdn) => [rdn[0]!.type, rdn[0]!.value.toString()]);
    expect(entries(request.certificationRequestInfo.subject)).toEqual([
      ['2.5.4.6', 'SA'],
      ['2.5.4.11', 'Riyadh Olaya'],
      ['2.5.4.10', 'شركة المواقف الذكية'],
      ['2.5.4.3', 'PS-AREA-0001'],
    ]);
    expect(request.signatureAlgorithm.algorithm).toBe('1.2.840.10045.4.3.2');
    expect(request.certificationRequestInfo.attributes[0]!.type).toBe('1.2.840.113549.1.9.14');
    const [template, alternativeName] = requestedExtensions(request);
    expect(template!.extnID).toBe('1.3.6.1.4.1.311.20.2');
    // UTF8String (tag 12), as the SDK writes the template name.
    expect(Buffer.from(template!.extnValue.buffer)).toEqual(
      Buffer.concat([Buffer.from([12, 21]), Buffer.from('TSTZATCA-Code-Signing')]),
    );
    expect(alternativeName!.extnID).toBe('2.5.29.17');
    const [general] = AsnConvert.parse(alternativeName!.extnValue, SubjectAlternativeName);
    expect(entries(general!.directoryName!)).toEqual([
      ['2.5.4.4', IDENTITY.serialNumber],
      ['0.9.2342.19200300.100.1.1', '311111111101113'],
      ['2.5.4.12', '1100'],
      ['2.5.4.26', 'RRRD2929'],
      ['2.5.4.15', 'Parking'],
    ]);
  });

  it('is refused when a byte of what was signed changes', () => {
    const der = fromPem(certificateSigningRequest(IDENTITY, keys.privateKeyPem, 'sandbox'), 'CERTIFICATE REQUEST');
    const at = der.indexOf('PS-AREA-0001');
    der[at + 11] = '2'.charCodeAt(0);
    expect(() => readCertificateSigningRequest(toPem(der, 'CERTIFICATE REQUEST'))).toThrow(/signature/);
  });

  it('is refused when signed by a key other than the one it names', () => {
    const pem = certificateSigningRequest(IDENTITY, keys.privateKeyPem, 'sandbox');
    const other = certificateSigningRequest(IDENTITY, generateUnitKeyPair().privateKeyPem, 'sandbox');
    const forged = parse(pem);
    forged.signature = parse(other).signature;
    expect(() => readCertificateSigningRequest(toPem(AsnConvert.serialize(forged), 'CERTIFICATE REQUEST'))).toThrow(
      /signature/,
    );
  });

  it('is refused, though well signed, without the alternative name or with a VAT number the Authority refuses', () => {
    const pem = certificateSigningRequest(IDENTITY, keys.privateKeyPem, 'sandbox');
    expect(readCertificateSigningRequest(resigned(pem, () => {})).identity).toEqual(IDENTITY);
    const withoutAlternativeName = withExtensions(pem, (current) => new Extensions([current[0]!]));
    expect(() => readCertificateSigningRequest(withoutAlternativeName)).toThrow(/2\.5\.29\.17 is missing/);
    const wrongVat = withExtensions(pem, ([template, alternativeName]) => {
      const names = AsnConvert.parse(alternativeName!.extnValue, SubjectAlternativeName);
      names[0]!.directoryName![1]![0]!.value.utf8String = '311111111101112';
      const changed = new SubjectAlternativeName([new GeneralName({ directoryName: names[0]!.directoryName! })]);
      alternativeName!.extnValue = new OctetString(AsnConvert.serialize(changed));
      return new Extensions([template!, alternativeName!]);
    });
    expect(() => readCertificateSigningRequest(wrongVat)).toThrow(/vatNumber format/);
  });

  it('is refused when it is not a request at all', () => {
    expect(() => readCertificateSigningRequest('hello')).toThrow(/not a CERTIFICATE REQUEST/);
    expect(() => readCertificateSigningRequest(toPem(Buffer.from('not DER'), 'CERTIFICATE REQUEST'))).toThrow(
      /the PKCS #10 request is not well-formed/,
    );
  });

  it('is made only with a secp256k1 key', () => {
    const { privateKey } = generateKeyPairSync('ec', {
      namedCurve: 'prime256v1',
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    expect(() => certificateSigningRequest(IDENTITY, privateKey, 'sandbox')).toThrow(/secp256k1/);
  });
});

describe('identity errors', () => {
  it('has none for an identity the SDK accepts', () => {
    expect(identityErrors(IDENTITY)).toEqual([]);
  });

  it.each([...'!@#$%&*_<='])('refuses %s in any field, and the request with it', (character) => {
    const identity = { ...IDENTITY, organizationName: `Parking ${character} Co` };
    expect(identityErrors(identity)).toEqual([{ field: 'organizationName', reason: 'forbidden-character' }]);
    expect(() => certificateSigningRequest(identity, keys.privateKeyPem, 'sandbox')).toThrow(
      /organizationName forbidden-character/,
    );
  });

  it.each(['311111111101112', '211111111101113', '31111111110111', '3111111111011133', '31111111110111a'])(
    'refuses the VAT number %s',
    (vatNumber) => {
      expect(identityErrors({ ...IDENTITY, vatNumber })).toEqual([{ field: 'vatNumber', reason: 'format' }]);
    },
  );

  it.each(['1-PS|2-1.0', '1-PS|2-|3-1', 'PS-1.0-1', '2-1.0|1-PS|3-1'])(
    'refuses the serial number %s',
    (serialNumber) => {
      expect(identityErrors({ ...IDENTITY, serialNumber })).toEqual([{ field: 'serialNumber', reason: 'format' }]);
    },
  );

  it('refuses an empty field and invoice types outside 1100, 0100 and 1000', () => {
    expect(identityErrors({ ...IDENTITY, commonName: ' ', invoiceTypes: '0010' })).toEqual([
      { field: 'commonName', reason: 'missing' },
      { field: 'invoiceTypes', reason: 'format' },
    ]);
  });

  it("wants a VAT group member's 10-digit TIN as the unit", () => {
    const group = { ...IDENTITY, vatNumber: '311111111111113' };
    expect(identityErrors(group)).toEqual([{ field: 'organizationUnit', reason: 'vat-group-unit' }]);
    expect(identityErrors({ ...group, organizationUnit: '3111111111' })).toEqual([]);
  });
});

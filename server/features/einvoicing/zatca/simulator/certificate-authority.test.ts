import { createPublicKey, X509Certificate } from 'node:crypto';
import { AsnConvert } from '@peculiar/asn1-schema';
import { Certificate, KeyUsage } from '@peculiar/asn1-x509';
import { describe, expect, it } from 'vitest';
import { certificateBody, certificateFacts } from '../certificate';
import {
  certificateSigningRequest,
  generateUnitKeyPair,
  readCertificateSigningRequest,
  type UnitIdentity,
} from '../csr';
import { fromPem, toPem } from '../pem';
import { createCertificateAuthority, issueCertificate } from './certificate-authority';

const IDENTITY: UnitIdentity = {
  commonName: 'PS-AREA-0001',
  organizationName: 'Parking Company',
  organizationUnit: 'Riyadh Olaya',
  vatNumber: '311111111101113',
  serialNumber: '1-PS|2-1.0|3-ed22f1d8-e6a2-1118-9b58-d9a8f11e445f',
  invoiceTypes: '0100',
  registeredAddress: 'RRRD2929',
  businessCategory: 'Parking',
};

const ca = createCertificateAuthority();
const caCertificate = new X509Certificate(ca.certificatePem);
const unit = generateUnitKeyPair();
const csr = certificateSigningRequest(IDENTITY, unit.privateKeyPem, 'simulator');
const validity = {
  serialNumber: 2475382886904809774818644480820936050208702411n,
  notBefore: new Date('2025-03-01T08:00:00Z'),
  notAfter: new Date('2027-03-01T08:00:00Z'),
};

describe('the simulator certificate authority', () => {
  it('is self-signed with a secp256k1 key under its own name', () => {
    const name = 'DC=local\nDC=parking\nDC=simulator\nCN=PS-FATOORA-SIMULATOR-CA';
    expect(caCertificate.subject).toBe(name);
    expect(caCertificate.issuer).toBe(name);
    expect(caCertificate.ca).toBe(true);
    expect(caCertificate.publicKey.asymmetricKeyDetails?.namedCurve).toBe('secp256k1');
    expect(caCertificate.verify(caCertificate.publicKey)).toBe(true);
    expect(caCertificate.verify(createPublicKey(unit.publicKeyPem))).toBe(false);
  });

  it("issues a unit's certificate that verifies under it and carries the request's subject, tax facts and key", () => {
    const certificate = new X509Certificate(issueCertificate(ca, csr, validity));
    expect(certificate.verify(caCertificate.publicKey)).toBe(true);
    expect(certificate.checkIssued(caCertificate)).toBe(true);
    expect(certificate.subject).toBe('C=SA\nOU=Riyadh Olaya\nO=Parking Company\nCN=PS-AREA-0001');
    // Node writes the directory name as RFC 2253 does, last attribute first.
    expect(certificate.subjectAltName).toBe(
      'DirName:"businessCategory=Parking\\u002cregisteredAddress=RRRD2929\\u002ctitle=0100\\u002cUID=311111111101113' +
        '\\u002cSN=1-PS|2-1.0|3-ed22f1d8-e6a2-1118-9b58-d9a8f11e445f"',
    );
    expect(new Date(certificate.validFrom)).toEqual(validity.notBefore);
    expect(new Date(certificate.validTo)).toEqual(validity.notAfter);
    expect(certificate.publicKey.export({ type: 'spki', format: 'der' })).toEqual(
      createPublicKey(unit.publicKeyPem).export({ type: 'spki', format: 'der' }),
    );
  });

  it('copies the requested template and alternative name and allows digital signatures only', () => {
    const issued = AsnConvert.parse(fromPem(issueCertificate(ca, csr, validity), 'CERTIFICATE'), Certificate);
    const extensions = issued.tbsCertificate.extensions!;
    expect(extensions.map((extension) => extension.extnID)).toEqual(['1.3.6.1.4.1.311.20.2', '2.5.29.17', '2.5.29.15']);
    expect(extensions.slice(0, 2)).toEqual(readCertificateSigningRequest(csr).extensions);
    const keyUsage = extensions[2]!;
    expect(keyUsage.critical).toBe(true);
    expect(AsnConvert.parse(keyUsage.extnValue, KeyUsage).toJSON()).toEqual(['digitalSignature']);
  });

  it('is read by certificateFacts as a signed document needs it', () => {
    const facts = certificateFacts(certificateBody(issueCertificate(ca, csr, validity)));
    expect(facts.issuerName).toBe('CN=PS-FATOORA-SIMULATOR-CA, DC=simulator, DC=parking, DC=local');
    expect(facts.serialNumberDecimal).toBe('2475382886904809774818644480820936050208702411');
    expect(Buffer.from(facts.publicKeySpkiDer)).toEqual(
      createPublicKey(unit.publicKeyPem).export({ type: 'spki', format: 'der' }),
    );
    expect(facts.certificateSignatureDer.length).toBeGreaterThanOrEqual(70);
    expect(facts.certificateSignatureDer.length).toBeLessThanOrEqual(72);
  });

  it('refuses a tampered request and issues nothing for it', () => {
    const der = fromPem(csr, 'CERTIFICATE REQUEST');
    der[der.indexOf('Riyadh')] = 'J'.charCodeAt(0);
    expect(() => issueCertificate(ca, toPem(der, 'CERTIFICATE REQUEST'), validity)).toThrow(/signature/);
  });

  it('refuses a serial number that is not positive and a validity that ends before it starts', () => {
    expect(() => issueCertificate(ca, csr, { ...validity, serialNumber: 0n })).toThrow(/positive/);
    expect(() => issueCertificate(ca, csr, { ...validity, notAfter: validity.notBefore })).toThrow(/end after/);
  });

  it('gives another authority a certificate of its own, which does not verify the first one', () => {
    const other = new X509Certificate(createCertificateAuthority().certificatePem);
    expect(other.serialNumber).not.toBe(caCertificate.serialNumber);
    expect(new X509Certificate(issueCertificate(ca, csr, validity)).verify(other.publicKey)).toBe(false);
  });
});

import { randomBytes } from 'node:crypto';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  BasicConstraints,
  Certificate,
  Extension,
  Extensions,
  id_ce_basicConstraints,
  id_ce_keyUsage,
  KeyUsage,
  KeyUsageFlags,
  SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
  Version,
  type Name,
} from '@peculiar/asn1-x509';
import { readCertificateSigningRequest } from '../csr';
import { fromPem, toPem } from '../pem';
import { distinguishedName, ECDSA_WITH_SHA256, OID, privateKey, secp256k1KeyPair, signDer, spkiDer } from '../x509';

/**
 * The embedded Fatoora simulator's certificate authority: it issues the units' certificates the
 * way the Authority's does (the request's subject, tax facts and template; ECDSA-SHA256 by a
 * secp256k1 key), so everything downstream of a certificate runs unchanged against it.
 */

export interface CertificateAuthority {
  privateKeyPem: string;
  certificatePem: string;
}

/** The domain components first, as in the Authority's issuers, so `ds:X509IssuerName` (read in reverse) starts with the CN. */
const CA_NAME = distinguishedName([
  [OID.domainComponent, 'local', 'ia5'],
  [OID.domainComponent, 'parking', 'ia5'],
  [OID.domainComponent, 'simulator', 'ia5'],
  [OID.commonName, 'PS-FATOORA-SIMULATOR-CA'],
]);

/**
 * The authority's own validity does not depend on a clock: from before any unit existed to the
 * RFC 5280 "no expiry" date, so a simulator made today or under a test's clock trusts the same.
 */
const CA_VALIDITY = new Validity({
  notBefore: new Date('2020-01-01T00:00:00Z'),
  notAfter: new Date('9999-12-31T23:59:59Z'),
});

function extension(extnID: string, value: unknown, critical = false): Extension {
  return new Extension({ extnID, critical, extnValue: new OctetString(AsnConvert.serialize(value)) });
}

/** A certificate serial as DER INTEGER content: positive, so a leading zero when the top bit is set. */
function serialNumberBytes(serialNumber: bigint): ArrayBuffer {
  if (serialNumber <= 0n) throw new Error('Certificate: the serial number must be positive');
  const hex = serialNumber.toString(16);
  const bytes = Buffer.from(hex.length % 2 === 0 ? hex : `0${hex}`, 'hex');
  const content = bytes[0]! >= 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes;
  if (content.length > 20) throw new Error('Certificate: the serial number is longer than 20 bytes');
  return new Uint8Array(content).buffer;
}

interface Issue {
  issuer: Name;
  issuerPrivateKeyPem: string;
  subject: Name;
  subjectPublicKeySpkiDer: Uint8Array;
  serialNumber: bigint;
  validity: Validity;
  extensions: Extension[];
}

function signedCertificate(issue: Issue): string {
  const tbsCertificate = new TBSCertificate({
    version: Version.v3,
    serialNumber: serialNumberBytes(issue.serialNumber),
    signature: ECDSA_WITH_SHA256,
    issuer: issue.issuer,
    validity: issue.validity,
    subject: issue.subject,
    subjectPublicKeyInfo: AsnConvert.parse(issue.subjectPublicKeySpkiDer, SubjectPublicKeyInfo),
    extensions: new Extensions(issue.extensions),
  });
  const certificate = new Certificate({
    tbsCertificate,
    signatureAlgorithm: ECDSA_WITH_SHA256,
    signatureValue: signDer(AsnConvert.serialize(tbsCertificate), privateKey(issue.issuerPrivateKeyPem)),
  });
  return toPem(AsnConvert.serialize(certificate), 'CERTIFICATE');
}

/** A new self-signed authority with its own secp256k1 key. */
export function createCertificateAuthority(): CertificateAuthority {
  const { privateKeyPem } = secp256k1KeyPair();
  const certificatePem = signedCertificate({
    issuer: CA_NAME,
    issuerPrivateKeyPem: privateKeyPem,
    subject: CA_NAME,
    subjectPublicKeySpkiDer: spkiDer(privateKey(privateKeyPem)),
    // Random, so two simulators' authorities never share a serial.
    serialNumber: BigInt(`0x${randomBytes(16).toString('hex')}`),
    validity: CA_VALIDITY,
    extensions: [
      extension(id_ce_basicConstraints, new BasicConstraints({ cA: true }), true),
      extension(id_ce_keyUsage, new KeyUsage(KeyUsageFlags.keyCertSign | KeyUsageFlags.cRLSign), true),
    ],
  });
  return { privateKeyPem, certificatePem };
}

/**
 * The certificate for a unit's request: checked first as the Authority checks it, then the
 * request's subject, alternative name and template copied, for signing only.
 */
export function issueCertificate(
  ca: CertificateAuthority,
  csrPem: string,
  { serialNumber, notBefore, notAfter }: { serialNumber: bigint; notBefore: Date; notAfter: Date },
): string {
  if (notAfter <= notBefore) throw new Error('Certificate: it must end after it starts');
  const request = readCertificateSigningRequest(csrPem);
  const authority = AsnConvert.parse(fromPem(ca.certificatePem, 'CERTIFICATE'), Certificate);
  return signedCertificate({
    issuer: authority.tbsCertificate.subject,
    issuerPrivateKeyPem: ca.privateKeyPem,
    subject: request.subject,
    subjectPublicKeySpkiDer: request.publicKeySpkiDer,
    serialNumber,
    validity: new Validity({ notBefore, notAfter }),
    extensions: [...request.extensions, extension(id_ce_keyUsage, new KeyUsage(KeyUsageFlags.digitalSignature), true)],
  });
}

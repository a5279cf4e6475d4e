import { createHash, createPrivateKey, sign } from 'node:crypto';
import { encodeZatcaPhase2Tlv, zatcaTimestamp } from '../../../../domain/zatca-qr';
import { type CertificateFacts, certificateFacts } from './certificate';
import { invoiceHash } from './invoice-hash';
import { qrTextFields, renderDocument, type TaxDocument, UNSIGNED } from './ubl';

/**
 * The cryptographic stamp (XAdES, as the Authority profiles it): the document's hash signed with
 * the unit's key, the signing certificate's digest and issuer in signed properties, and the QR
 * code with tags 1 to 9. The Authority departs from plain XMLDSig in ways its samples fix: the
 * signature is ECDSA over the hash's bytes, not over SignedInfo, and both property digests are
 * Base64 of the hexadecimal SHA-256.
 */

/** What a stamp needs of the unit's certificate: its Base64 text as `ds:X509Certificate` carries it, and its facts. */
export type SigningCertificate = CertificateFacts & { body: string };

/** The signing certificate of a one-line Base64 body. */
export function signingCertificate(body: string): SigningCertificate {
  return { body, ...certificateFacts(body) };
}

const XADES = 'http://uri.etsi.org/01903/v1.3.2#';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';

/** Base64 of the hexadecimal text of SHA-256: the Authority's form of the signed properties' and certificate's digests. */
export function hexDigestBase64(text: string): string {
  return Buffer.from(createHash('sha256').update(text, 'utf8').digest('hex')).toString('base64');
}

/** The signed properties as they stand in the document, their first line at `indent`. */
function signedProperties(facts: { signingTime: string; certificate: SigningCertificate }, indent: string): string {
  const { certificate } = facts;
  return [
    `<xades:SignedProperties Id="xadesSignedProperties">`,
    `${indent}    <xades:SignedSignatureProperties>`,
    `${indent}        <xades:SigningTime>${facts.signingTime}</xades:SigningTime>`,
    `${indent}        <xades:SigningCertificate>`,
    `${indent}            <xades:Cert>`,
    `${indent}                <xades:CertDigest>`,
    `${indent}                    <ds:DigestMethod Algorithm="${SHA256}"/>`,
    `${indent}                    <ds:DigestValue>${certificate.digest}</ds:DigestValue>`,
    `${indent}                </xades:CertDigest>`,
    `${indent}                <xades:IssuerSerial>`,
    `${indent}                    <ds:X509IssuerName>${certificate.issuerName}</ds:X509IssuerName>`,
    `${indent}                    <ds:X509SerialNumber>${certificate.serialNumberDecimal}</ds:X509SerialNumber>`,
    `${indent}                </xades:IssuerSerial>`,
    `${indent}            </xades:Cert>`,
    `${indent}        </xades:SigningCertificate>`,
    `${indent}    </xades:SignedSignatureProperties>`,
    `${indent}</xades:SignedProperties>`,
  ].join('\n');
}

/** The indentation of `xades:SignedProperties` in `signatureExtension`'s layout. */
const PROPERTIES_INDENT = ' '.repeat(36);

/**
 * The digest the signature states for its signed properties: over the text of
 * `xades:SignedProperties` as the document carries it, with the namespace declarations its
 * ancestors make written where the Authority's tools write them.
 */
export function signedPropertiesDigest(propertiesText: string): string {
  const declared = propertiesText
    .replace('<xades:SignedProperties ', `<xades:SignedProperties xmlns:xades="${XADES}" `)
    .replace(/<ds:(DigestMethod|DigestValue|X509IssuerName|X509SerialNumber)([ >])/g, `<ds:$1 xmlns:ds="${DS}"$2`);
  return hexDigestBase64(declared);
}

function signatureExtension(facts: {
  hash: string;
  signatureValue: string;
  signingTime: string;
  certificate: SigningCertificate;
}): string {
  const i = (depth: number) => ' '.repeat(16 + depth * 4);
  const properties = signedProperties(facts, PROPERTIES_INDENT);
  return [
    '',
    `${i(0)}<sig:UBLDocumentSignatures xmlns:sig="urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2" xmlns:sac="urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2" xmlns:sbc="urn:oasis:names:specification:ubl:schema:xsd:SignatureBasicComponents-2">`,
    `${i(1)}<sac:SignatureInformation>`,
    `${i(2)}<cbc:ID>urn:oasis:names:specification:ubl:signature:1</cbc:ID>`,
    `${i(2)}<sbc:ReferencedSignatureID>urn:oasis:names:specification:ubl:signature:Invoice</sbc:ReferencedSignatureID>`,
    `${i(2)}<ds:Signature xmlns:ds="${DS}" Id="signature">`,
    `${i(3)}<ds:SignedInfo>`,
    `${i(4)}<ds:CanonicalizationMethod Algorithm="http://www.w3.org/2006/12/xml-c14n11"/>`,
    `${i(4)}<ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256"/>`,
    `${i(4)}<ds:Reference Id="invoiceSignedData" URI="">`,
    `${i(5)}<ds:Transforms>`,
    ...[
      'not(//ancestor-or-self::ext:UBLExtensions)',
      'not(//ancestor-or-self::cac:Signature)',
      "not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])",
    ].flatMap((xpath) => [
      `${i(6)}<ds:Transform Algorithm="http://www.w3.org/TR/1999/REC-xpath-19991116">`,
      `${i(7)}<ds:XPath>${xpath}</ds:XPath>`,
      `${i(6)}</ds:Transform>`,
    ]),
    `${i(6)}<ds:Transform Algorithm="http://www.w3.org/2006/12/xml-c14n11"/>`,
    `${i(5)}</ds:Transforms>`,
    `${i(5)}<ds:DigestMethod Algorithm="${SHA256}"/>`,
    `${i(5)}<ds:DigestValue>${facts.hash}</ds:DigestValue>`,
    `${i(4)}</ds:Reference>`,
    `${i(4)}<ds:Reference Type="http://www.w3.org/2000/09/xmldsig#SignatureProperties" URI="#xadesSignedProperties">`,
    `${i(5)}<ds:DigestMethod Algorithm="${SHA256}"/>`,
    `${i(5)}<ds:DigestValue>${signedPropertiesDigest(properties)}</ds:DigestValue>`,
    `${i(4)}</ds:Reference>`,
    `${i(3)}</ds:SignedInfo>`,
    `${i(3)}<ds:SignatureValue>${facts.signatureValue}</ds:SignatureValue>`,
    `${i(3)}<ds:KeyInfo>`,
    `${i(4)}<ds:X509Data>`,
    `${i(5)}<ds:X509Certificate>${facts.certificate.body}</ds:X509Certificate>`,
    `${i(4)}</ds:X509Data>`,
    `${i(3)}</ds:KeyInfo>`,
    `${i(3)}<ds:Object>`,
    `${i(4)}<xades:QualifyingProperties xmlns:xades="${XADES}" Target="signature">`,
    `${i(5)}${properties}`,
    `${i(4)}</xades:QualifyingProperties>`,
    `${i(3)}</ds:Object>`,
    `${i(2)}</ds:Signature>`,
    `${i(1)}</sac:SignatureInformation>`,
    `${i(0)}</sig:UBLDocumentSignatures>`,
    '            ',
  ].join('\n');
}

/** ECDSA (secp256k1, SHA-256) over the hash's 32 bytes, DER in Base64: the Authority's signature value. */
export function signatureOfHash(hash: string, privateKeyPem: string): string {
  return sign('sha256', Buffer.from(hash, 'base64'), createPrivateKey(privateKeyPem)).toString('base64');
}

export interface StampedDocument {
  xml: string;
  hash: string;
  qr: string;
  signatureValue: string;
}

/** Signs a document with the unit's key and certificate: its XML as it is stored and sent, with its hash and QR. */
export function stampDocument(
  document: TaxDocument,
  unit: { privateKeyPem: string; certificate: SigningCertificate },
): StampedDocument {
  const hash = invoiceHash(renderDocument(document, UNSIGNED));
  const signatureValue = signatureOfHash(hash, unit.privateKeyPem);
  const qr = encodeZatcaPhase2Tlv({
    ...qrTextFields(document),
    invoiceHash: hash,
    signature: signatureValue,
    publicKey: unit.certificate.publicKeySpkiDer,
    certificateSignature: document.kind === 'simplified' ? unit.certificate.certificateSignatureDer : null,
  });
  const extension = signatureExtension({
    hash,
    signatureValue,
    signingTime: zatcaTimestamp(document.issuedAt),
    certificate: unit.certificate,
  });
  return { xml: renderDocument(document, { signatureExtension: extension, qr }), hash, qr, signatureValue };
}

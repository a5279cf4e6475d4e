import { createHash, X509Certificate } from 'node:crypto';
import { AsnConvert } from '@peculiar/asn1-schema';
import { Certificate } from '@peculiar/asn1-x509';
import { fromPem } from './pem';

/** What a signed document says of the certificate that signed it (the signature's properties, QR tags 8 and 9). */
export interface CertificateFacts {
  /** `ds:X509IssuerName`: the issuer's RDNs from the last to the first, joined by ", ". */
  issuerName: string;
  /** `ds:X509SerialNumber`, in decimal. */
  serialNumberDecimal: string;
  /** QR tag 8: the DER SubjectPublicKeyInfo. */
  publicKeySpkiDer: Uint8Array;
  /** QR tag 9: the issuer's DER ECDSA signature over the certificate. */
  certificateSignatureDer: Uint8Array;
  /** `xades:CertDigest`: Base64 of the hexadecimal SHA-256 of the Base64 text, as the Authority computes it. */
  digest: string;
}

/** The one-line Base64 body of a PEM certificate, as `ds:X509Certificate` carries it and the digest is taken over. */
export function certificateBody(pem: string): string {
  return fromPem(pem, 'CERTIFICATE').toString('base64');
}

/**
 * The facts of a certificate given as `ds:X509Certificate` holds it. The body must be one line of
 * Base64 because the digest is taken over that text: a line break would change it.
 */
export function certificateFacts(certificateBase64Body: string): CertificateFacts {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(certificateBase64Body)) {
    throw new Error('Certificate: the body is not one line of Base64');
  }
  const der = Buffer.from(certificateBase64Body, 'base64');
  const certificate = new X509Certificate(der);
  return {
    issuerName: certificate.issuer.split('\n').reverse().join(', '),
    serialNumberDecimal: BigInt(`0x${certificate.serialNumber}`).toString(10),
    publicKeySpkiDer: new Uint8Array(certificate.publicKey.export({ type: 'spki', format: 'der' })),
    certificateSignatureDer: new Uint8Array(AsnConvert.parse(der, Certificate).signatureValue),
    digest: Buffer.from(createHash('sha256').update(certificateBase64Body, 'ascii').digest('hex')).toString('base64'),
  };
}

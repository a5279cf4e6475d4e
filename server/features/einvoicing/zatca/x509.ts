import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import {
  AlgorithmIdentifier,
  AttributeTypeAndValue,
  AttributeValue,
  Name,
  RelativeDistinguishedName,
} from '@peculiar/asn1-x509';

/** What the Authority's certificates and requests are made of: X.509 names, secp256k1 keys, ECDSA-SHA256. */

export const OID = {
  country: '2.5.4.6',
  organization: '2.5.4.10',
  organizationUnit: '2.5.4.11',
  commonName: '2.5.4.3',
  surname: '2.5.4.4',
  title: '2.5.4.12',
  businessCategory: '2.5.4.15',
  registeredAddress: '2.5.4.26',
  userId: '0.9.2342.19200300.100.1.1',
  domainComponent: '0.9.2342.19200300.100.1.25',
  certificateTemplateName: '1.3.6.1.4.1.311.20.2',
  extensionRequest: '1.2.840.113549.1.9.14',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
} as const;

export const ECDSA_WITH_SHA256 = new AlgorithmIdentifier({ algorithm: OID.ecdsaWithSha256 });

/** A name attribute: its type, its text and the string type it is written in, UTF8String unless its standard says otherwise. */
export type NameEntry = readonly [oid: string, value: string, encoding?: 'printable' | 'ia5'];

/** A distinguished name in the order given, one attribute to each RDN as the Authority writes them. */
export function distinguishedName(entries: readonly NameEntry[]): Name {
  return new Name(
    entries.map(([type, text, encoding]) => {
      const value =
        encoding === 'printable'
          ? new AttributeValue({ printableString: text })
          : encoding === 'ia5'
            ? new AttributeValue({ ia5String: text })
            : new AttributeValue({ utf8String: text });
      return new RelativeDistinguishedName([new AttributeTypeAndValue({ type, value })]);
    }),
  );
}

/** The text of the one attribute of a name with the given type; undefined when absent or repeated. */
export function nameValue(name: Name, oid: string): string | undefined {
  const values = name.flatMap((rdn) => rdn.filter((entry) => entry.type === oid).map((entry) => entry.value));
  return values.length === 1 ? values[0]!.toString() : undefined;
}

/** A secp256k1 key, the only curve the Authority signs and accepts; anything else is refused here. */
export function secp256k1Key<T extends KeyObject>(key: T): T {
  if (key.asymmetricKeyDetails?.namedCurve !== 'secp256k1') throw new Error('Key: not a secp256k1 EC key');
  return key;
}

export function secp256k1KeyPair(): { privateKeyPem: string; publicKeyPem: string } {
  const { privateKey: privateKeyPem, publicKey: publicKeyPem } = generateKeyPairSync('ec', {
    namedCurve: 'secp256k1',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privateKeyPem, publicKeyPem };
}

export function privateKey(privateKeyPem: string): KeyObject {
  return secp256k1Key(createPrivateKey(privateKeyPem));
}

export function spkiDer(key: KeyObject): Buffer {
  return createPublicKey(key).export({ type: 'spki', format: 'der' });
}

/** ECDSA-SHA256 over DER-encoded content, the signature in DER, as X.509 and PKCS #10 carry it. */
export function signDer(content: ArrayBuffer, key: KeyObject): ArrayBuffer {
  const signature = sign('sha256', new Uint8Array(content), key);
  return new Uint8Array(signature).buffer;
}

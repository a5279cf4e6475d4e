/** PEM armour: Base64 of DER between BEGIN and END lines naming what it holds, 64 characters a line. */

export type PemLabel = 'CERTIFICATE' | 'CERTIFICATE REQUEST';

export function toPem(der: ArrayBuffer | Uint8Array, label: PemLabel): string {
  const lines = Buffer.from(der instanceof Uint8Array ? der : new Uint8Array(der))
    .toString('base64')
    .match(/.{1,64}/g)!;
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

/** The DER inside a PEM text, refusing another label or text that is not Base64. */
export function fromPem(pem: string, label: PemLabel): Buffer {
  const match = new RegExp(`^\\s*-----BEGIN ${label}-----([A-Za-z0-9+/=\\s]+)-----END ${label}-----\\s*$`).exec(pem);
  if (!match) throw new Error(`PEM: not a ${label}`);
  return Buffer.from(match[1]!.replace(/\s+/g, ''), 'base64');
}

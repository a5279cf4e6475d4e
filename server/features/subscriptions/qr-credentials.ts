import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits: the token a subscription's QR code encodes. */
const TOKEN_BYTES = 32;

/**
 * What a gate is shown, kept only as its hash: a token of 256 random bits cannot be guessed from
 * its SHA-256, so no slow hash is needed, and a gate finds the subscription by the hash of what it
 * scans with one index lookup.
 */
export function qrCodeHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new QR credential: the token, shown once, and the hash that is stored. */
export function newQrCredential(): { token: string; hash: string } {
  return newQrCredentials(1)[0]!;
}

/** `count` new QR credentials from one draw of random bytes: a draw each costs three times as much (the demo's tickets). */
export function newQrCredentials(count: number): Array<{ token: string; hash: string }> {
  const bytes = randomBytes(TOKEN_BYTES * count);
  return Array.from({ length: count }, (_, index) => {
    const token = bytes.subarray(index * TOKEN_BYTES, (index + 1) * TOKEN_BYTES).toString('base64url');
    return { token, hash: qrCodeHash(token) };
  });
}

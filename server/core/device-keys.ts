import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A key of the server's machines: `<prefix>_<key id>_<secret>` (`psl` a lane device's, `psi` an
 * integrator's). The key id (12 characters) finds its holder; the secret (256 random bits) proves
 * it, and only its SHA-256 is kept: a secret that long needs no slow hash, and a copy of the
 * database holds no key that opens anything.
 */
const keyPattern = (prefix: string) => new RegExp(`^${prefix}_([A-Za-z0-9_-]{12})_([A-Za-z0-9_-]{43})$`);

const sha256 = (secret: string) => createHash('sha256').update(secret).digest('hex');

export interface SecretKey {
  /** The whole key, shown once to whoever made it. */
  key: string;
  keyId: string;
  keyHash: string;
}

export function newSecretKey(prefix: 'psl' | 'psi'): SecretKey {
  const keyId = randomBytes(9).toString('base64url');
  const secret = randomBytes(32).toString('base64url');
  return { key: `${prefix}_${keyId}_${secret}`, keyId, keyHash: sha256(secret) };
}

/** The key's parts, or null for text that is no key of the prefix. */
export function readSecretKey(prefix: 'psl' | 'psi', key: string): { keyId: string; secret: string } | null {
  const match = keyPattern(prefix).exec(key);
  return match ? { keyId: match[1]!, secret: match[2]! } : null;
}

export const newDeviceKey = () => newSecretKey('psl');
export const readDeviceKey = (key: string) => readSecretKey('psl', key);

/** Whether the secret is the one whose hash is kept, in a time that does not tell how much of it matched. */
export function secretMatches(secret: string, keyHash: string): boolean {
  const given = Buffer.from(sha256(secret), 'hex');
  const kept = Buffer.from(keyHash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

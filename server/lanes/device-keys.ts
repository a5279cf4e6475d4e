import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A lane device's key: `psl_<key id>_<secret>`. The key id (12 characters) finds the device; the
 * secret (256 random bits) proves it, and only its SHA-256 is kept: a secret that long needs no
 * slow hash, and a copy of the database holds no key that opens a lane.
 */
const KEY = /^psl_([A-Za-z0-9_-]{12})_([A-Za-z0-9_-]{43})$/;

const sha256 = (secret: string) => createHash('sha256').update(secret).digest('hex');

export interface DeviceKey {
  /** The whole key, shown once to whoever made it. */
  key: string;
  keyId: string;
  keyHash: string;
}

export function newDeviceKey(): DeviceKey {
  const keyId = randomBytes(9).toString('base64url');
  const secret = randomBytes(32).toString('base64url');
  return { key: `psl_${keyId}_${secret}`, keyId, keyHash: sha256(secret) };
}

/** The key's parts, or null for text that is no device key. */
export function readDeviceKey(key: string): { keyId: string; secret: string } | null {
  const match = KEY.exec(key);
  return match ? { keyId: match[1]!, secret: match[2]! } : null;
}

/** Whether the secret is the one whose hash is kept, in a time that does not tell how much of it matched. */
export function secretMatches(secret: string, keyHash: string): boolean {
  const given = Buffer.from(sha256(secret), 'hex');
  const kept = Buffer.from(keyHash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

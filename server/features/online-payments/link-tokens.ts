import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** A new payment link's token: 128 random bits, URL-safe. */
export function newLinkToken(): string {
  return `pl_${randomBytes(16).toString('base64url')}`;
}

/** What the database keeps of a link's token, and finds the link by. */
export function linkTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const keyOf = (linkToken: string) => createHash('sha256').update(`qr-credential:${linkToken}`).digest();

/** A secret sealed with a link's token (AES-256-GCM): only the token's holder opens it. */
export function sealWithLink(linkToken: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(linkToken), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The secret sealed with this link's token, or null when it is sealed with another. */
export function openWithLink(linkToken: string, sealed: string): string | null {
  const [iv, tag, text] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(linkToken), iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(text!), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { appSettings } from '../../../db/schema';

const SECRET_SETTING = 'einvoice_key_secret';
const FORMAT = 'v1';

/** Seals the units' private keys and API secrets at rest (AES-256-GCM): a sealed text reads back only with the same secret. */
export interface KeyVault {
  seal(text: string): string;
  open(sealed: string): string;
}

export function keyVault(secret: string): KeyVault {
  const key = createHash('sha256').update(secret, 'utf8').digest();
  return {
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return [FORMAT, iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64')))
        .join('.');
    },
    open(sealed) {
      const [format, iv, tag, text] = sealed.split('.');
      if (format !== FORMAT || !iv || !tag || text === undefined) throw new Error('e-invoicing: not a sealed key');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(text, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The vault of EINVOICE_KEY_SECRET, or else of a secret the first start keeps in the database, so
 * that every process on the database opens the same keys.
 */
export async function resolveKeyVault(db: Database, configured: string | undefined): Promise<KeyVault> {
  if (configured) return keyVault(configured);
  await db
    .insert(appSettings)
    .values({ key: SECRET_SETTING, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [setting] = await db.select().from(appSettings).where(eq(appSettings.key, SECRET_SETTING));
  return keyVault(setting!.value);
}

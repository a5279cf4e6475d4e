import { desc, eq } from 'drizzle-orm';
import { outbox } from '../db/schema';
import type { TestApp } from './harness';

/**
 * The one-time code in the newest mail to `recipient` (or text message, to a mobile number in
 * E.164), read from the outbox's copy kept until it expires.
 */
export async function mailedCode(t: TestApp, recipient: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(mail?.body_with_secrets ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

/** A six-digit code that is not `code`. */
export const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

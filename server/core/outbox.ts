import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outbox, type OutboxChannel } from '../db/schema';

/** Values in a message that must not stay readable (a sign-in code, a link), and until when they matter. */
export interface MessageSecrets {
  values: string[];
  expiresAt: Date;
}

const HIDDEN = '••••••';

function withoutSecrets(text: string, secrets: MessageSecrets | undefined): string {
  return (secrets?.values ?? []).reduce((hidden, secret) => hidden.replaceAll(secret, HIDDEN), text);
}

/**
 * Keeps a message in the outbox with its secrets hidden; its readable copy stays only until its
 * secrets expire or it is delivered. Answers the outbox row's id.
 */
export async function keepInOutbox(
  db: Database,
  message: { channel: OutboxChannel; to: string; subject: string; text: string; secrets?: MessageSecrets },
): Promise<number> {
  await forgetExpiredSecrets(db);
  const [stored] = await db
    .insert(outbox)
    .values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject,
      body: withoutSecrets(message.text, message.secrets),
      body_with_secrets: message.secrets ? message.text : null,
      secrets_expire_at: message.secrets?.expiresAt ?? null,
    })
    .returning({ id: outbox.id });
  return stored!.id;
}

/** A message delivered: its readable copy is no longer needed. */
export async function markDelivered(db: Database, id: number): Promise<void> {
  await db.update(outbox).set({ sent_at: new Date(), body_with_secrets: null }).where(eq(outbox.id, id));
}

/** Forgets the readable copies whose secrets have expired. */
export async function forgetExpiredSecrets(db: Database): Promise<void> {
  await db
    .update(outbox)
    .set({ body_with_secrets: null })
    .where(and(isNotNull(outbox.body_with_secrets), lte(outbox.secrets_expire_at, new Date())));
}

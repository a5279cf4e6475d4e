import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { keepInOutbox, markDelivered, type MessageSecrets } from './outbox';

export interface TextMessage {
  /** A mobile number in E.164 (+9665XXXXXXXX). */
  to: string;
  /** What the message is (a sign-in code, a renewal's notice): kept in the outbox, never sent. */
  subject: string;
  text: string;
  secrets?: MessageSecrets;
}

/** Hands one text message to an SMS provider; throws when the provider refuses it or cannot be reached. */
export type SmsSender = (to: string, text: string) => Promise<void>;

export interface TextMessenger {
  /** Keeps the message in the outbox and sends it when a provider is set; says whether it was. */
  send(message: TextMessage): Promise<{ delivered: boolean }>;
}

/**
 * Every text message is kept in the outbox with its secrets hidden, as mail is. With a provider
 * (SMS_PROVIDER) it is sent, and its readable copy dropped; without one it stays in the outbox,
 * readable until its secrets expire, and the log names it without its text unless MAIL_LOG_BODIES
 * asks for bodies (development).
 */
export function createTextMessenger({
  db,
  log,
  sender,
  logBodies,
}: {
  db: Database;
  log: FastifyBaseLogger;
  sender?: SmsSender;
  logBodies: boolean;
}): TextMessenger {
  return {
    async send(message) {
      const id = await keepInOutbox(db, { channel: 'sms', ...message });
      if (!sender) {
        log.info(
          { outboxId: id, subject: message.subject },
          'text message kept in the outbox, not sent (SMS_PROVIDER is not set)',
        );
        if (logBodies)
          log.warn(
            { outboxId: id, body: message.text },
            'MAIL_LOG_BODIES: text message with its secrets (development only)',
          );
        return { delivered: false };
      }
      await sender(message.to, message.text);
      await markDelivered(db, id);
      return { delivered: true };
    },
  };
}

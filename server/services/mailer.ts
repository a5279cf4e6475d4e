import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Every mail is kept in the outbox table. Without SMTP_URL the outbox and the server log are
 * the delivery (a development and demo set-up); with it, the mail also goes out by SMTP.
 */
export function createMailer(options: { db: Database; log: FastifyBaseLogger; smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      const [stored] = await options.db
        .insert(outbox)
        .values({ recipient: mail.to, subject: mail.subject, body: mail.text })
        .returning({ id: outbox.id });
      if (!transport) {
        options.log.info({ outboxId: stored!.id, to: mail.to, subject: mail.subject, body: mail.text }, 'mail kept in outbox');
        return;
      }
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      await options.db.update(outbox).set({ sent_at: new Date() }).where(eq(outbox.id, stored!.id));
    },
  };
}

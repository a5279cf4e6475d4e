import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { forgetExpiredSecrets, keepInOutbox, markDelivered, type MessageSecrets } from './outbox';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML, for mail that shows an image (its attachment's `cid`). */
  html?: string;
  /** Images the HTML shows inline; sent by SMTP only, never kept in the outbox. */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string; cid: string }>;
  /** The language of the text (its Content-Language header). */
  language?: 'en' | 'ar';
  /** Values in the text that must not stay readable (a reset code), and until when they matter. */
  secrets?: MessageSecrets;
}

export interface Mailer {
  /** Keeps the mail in the outbox and delivers it when SMTP is set; says whether it was. */
  send(mail: Mail): Promise<{ delivered: boolean }>;
  /** Forgets the secrets of mail whose secrets have expired. */
  forgetExpiredSecrets(): Promise<void>;
}

export interface MailerOptions {
  db: Database;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  from: string;
  /** Development only: write whole mail, secrets included, to the log. */
  logBodies: boolean;
}

/**
 * Every mail is kept in the outbox table with its secrets hidden. With SMTP_URL it goes out by
 * SMTP, and its readable copy is dropped once sent. Without it the mail is not delivered: the
 * readable copy stays in the outbox only until its secrets expire, and the log names the mail
 * without its body unless MAIL_LOG_BODIES asks for bodies (development).
 */
export function createMailer({ db, log, smtpUrl, from, logBodies }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    forgetExpiredSecrets: () => forgetExpiredSecrets(db),
    async send(mail) {
      const id = await keepInOutbox(db, { channel: 'mail', ...mail });
      if (!transport) {
        log.info(
          { outboxId: id, to: mail.to, subject: mail.subject },
          'mail kept in the outbox, not delivered (SMTP_URL is not set)',
        );
        if (logBodies)
          log.warn({ outboxId: id, body: mail.text }, 'MAIL_LOG_BODIES: mail body with its secrets (development only)');
        return { delivered: false };
      }
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
        headers: mail.language ? { 'Content-Language': mail.language } : undefined,
      });
      await markDelivered(db, id);
      return { delivered: true };
    },
  };
}

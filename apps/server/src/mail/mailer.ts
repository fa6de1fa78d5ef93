import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { insertOutboxMail, markMailSent } from './mail-outbox.repository';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** Files sent with it by SMTP (a purchase order's PDF); the outbox keeps the text only. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Every mail is written to the outbox first. With SMTP_URL it is then sent and marked sent;
 * without it the outbox row and the server log are where it can be read.
 */
export function createMailer(options: {
  db: Database;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  from: string;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      const id = await insertOutboxMail(options.db, {
        recipient: mail.to,
        subject: mail.subject,
        body: mail.body,
      });
      if (!transport) {
        // warn, not info: undelivered mail needs a person's attention, and the default console
        // level (warn) must still show the link to whoever runs the app without SMTP
        options.log.warn(
          { mail: { to: mail.to, subject: mail.subject } },
          `mail (outbox): ${mail.body}`,
        );
        return;
      }
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.body,
        ...(mail.attachments ? { attachments: mail.attachments } : {}),
      });
      if (id) await markMailSent(options.db, id, new Date());
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/mail';
import { eq } from 'drizzle-orm';

export interface Mail {
  to: string;
  subject: string;
  body: string;
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
      const [row] = await options.db
        .insert(mailOutbox)
        .values({ recipient: mail.to, subject: mail.subject, body: mail.body })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        options.log.info(
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
      });
      if (row)
        await options.db
          .update(mailOutbox)
          .set({ sentAt: new Date() })
          .where(eq(mailOutbox.id, row.id));
    },
  };
}

import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every e-mail the server composes; without SMTP_URL this table is where mail goes. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_recipient_idx').on(table.recipient)],
);

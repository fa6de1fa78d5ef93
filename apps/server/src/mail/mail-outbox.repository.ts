import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { mailOutbox } from '../db/schema/mail';

/** Keeps a mail in the outbox; answers its id. */
export async function insertOutboxMail(
  db: Executor,
  mail: { recipient: string; subject: string; body: string },
): Promise<string | undefined> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row?.id;
}

export async function markMailSent(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: at }).where(eq(mailOutbox.id, id));
}

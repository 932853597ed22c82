import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { EmailMessage, EmailTransportKind } from './email-sender';

export function createEmailOutboxRepository(db: Db) {
  const attempted = () => ({
    attempts: sql`${emailOutbox.attempts} + 1`,
    lastAttemptAt: new Date(),
  });
  return {
    async insert(message: EmailMessage, transport: EmailTransportKind): Promise<string> {
      const [row] = await db
        .insert(emailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          link: message.link ?? null,
          transport,
        })
        .returning({ id: emailOutbox.id });
      return row!.id;
    },

    /** The message while it still waits for delivery; undefined once sent or given up. */
    async findQueued(id: string) {
      const [row] = await db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'queued')));
      return row;
    },

    async markSent(id: string): Promise<void> {
      const now = new Date();
      await db
        .update(emailOutbox)
        .set({ ...attempted(), status: 'sent', sentAt: now, error: null })
        .where(eq(emailOutbox.id, id));
    },

    async markAttemptFailed(id: string, error: string): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ ...attempted(), error })
        .where(eq(emailOutbox.id, id));
    },

    async markFailed(id: string): Promise<void> {
      await db.update(emailOutbox).set({ status: 'failed' }).where(eq(emailOutbox.id, id));
    },
  };
}

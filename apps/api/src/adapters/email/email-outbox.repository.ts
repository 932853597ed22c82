import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { EmailMessage, EmailTransport } from './email-sender';

export function createEmailOutboxRepository(db: Db) {
  return {
    async insert(message: EmailMessage, transport: EmailTransport): Promise<string> {
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

    async markSent(id: string): Promise<void> {
      await db.update(emailOutbox).set({ sentAt: new Date() }).where(eq(emailOutbox.id, id));
    },

    async markFailed(id: string, error: string): Promise<void> {
      await db.update(emailOutbox).set({ error }).where(eq(emailOutbox.id, id));
    },
  };
}

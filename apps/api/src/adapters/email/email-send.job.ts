import type { Db } from '../../db/client';
import { defineQueue } from '../../jobs/registry';
import { createEmailOutboxRepository } from './email-outbox.repository';
import type { EmailTransport } from './email-sender';

export const EMAIL_SEND_QUEUE = 'email.send';

/**
 * Delivers one email_outbox message. Each try is counted on the row with its error; after the
 * last one (about 1, 2, 4, 8, 16 minutes apart) the message is marked failed.
 */
export function emailSendQueue(db: Db, transport: EmailTransport) {
  const outbox = createEmailOutboxRepository(db);
  return defineQueue<{ emailId: string }>({
    name: EMAIL_SEND_QUEUE,
    retryLimit: 5,
    retryDelaySeconds: 60,
    expireInSeconds: 120,
    async handle({ emailId }) {
      const message = await outbox.findQueued(emailId);
      if (!message) return;
      try {
        await transport.deliver({ ...message, link: message.link ?? undefined });
      } catch (error) {
        await outbox.markAttemptFailed(
          emailId,
          error instanceof Error ? error.message : String(error),
        );
        throw error;
      }
      await outbox.markSent(emailId);
    },
    onFinalFailure: ({ emailId }) => outbox.markFailed(emailId),
  });
}

import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { createEmailOutboxRepository } from './email-outbox.repository';
import type { EmailSender } from './email-sender';

/**
 * Local implementation: without an SMTP server the email is kept in email_outbox and its link
 * is logged, so a developer can follow the confirmation or reset link from the console.
 */
export function createOutboxEmailSender(options: {
  db: Db;
  logger: FastifyBaseLogger;
}): EmailSender {
  const outbox = createEmailOutboxRepository(options.db);
  return {
    transport: 'outbox',
    async send(message) {
      await outbox.insert(message, 'outbox');
      options.logger.info(
        { to: message.to, subject: message.subject, link: message.link },
        `Email stored in the local outbox (no SMTP_URL): ${message.subject}${message.link ? ` → ${message.link}` : ''}`,
      );
    },
  };
}

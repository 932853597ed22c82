import type { FastifyBaseLogger } from 'fastify';
import type { EmailTransport } from './email-sender';

/**
 * Local implementation: without an SMTP server the email stays in email_outbox (marked sent
 * there) and its link is logged, so a developer can follow the confirmation or reset link from
 * the console.
 */
export function createOutboxEmailTransport(logger: FastifyBaseLogger): EmailTransport {
  return {
    kind: 'outbox',
    async deliver(message) {
      logger.info(
        { to: message.to, subject: message.subject, link: message.link },
        `Email stored in the local outbox (no SMTP_URL): ${message.subject}${message.link ? ` → ${message.link}` : ''}`,
      );
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { createEmailOutboxRepository } from './email-outbox.repository';
import type { EmailSender } from './email-sender';

/** Real implementation: nodemailer over SMTP_URL; every message is also recorded with its outcome. */
export function createSmtpEmailSender(options: {
  db: Db;
  logger: FastifyBaseLogger;
  smtpUrl: string;
  mailFrom: string;
}): EmailSender {
  const outbox = createEmailOutboxRepository(options.db);
  const transporter = nodemailer.createTransport(options.smtpUrl);
  return {
    transport: 'smtp',
    async send(message) {
      const id = await outbox.insert(message, 'smtp');
      try {
        await transporter.sendMail({
          from: options.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        await outbox.markSent(id);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await outbox.markFailed(id, reason);
        options.logger.error({ to: message.to, err: error }, 'Sending an email over SMTP failed');
      }
    },
  };
}

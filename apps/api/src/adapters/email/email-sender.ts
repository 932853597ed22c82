import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { createOutboxEmailSender } from './outbox-email-sender';
import { createSmtpEmailSender } from './smtp-email-sender';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the email is about (confirmation, reset), kept for the outbox and the log. */
  link?: string;
}

export type EmailTransport = 'outbox' | 'smtp';

export interface EmailSender {
  readonly transport: EmailTransport;
  /** Never throws for a delivery failure: it is recorded in email_outbox.error and logged. */
  send(message: EmailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the local outbox (stored and logged, never lost). */
export function createEmailSender(options: {
  db: Db;
  logger: FastifyBaseLogger;
  smtpUrl: string | undefined;
  mailFrom: string;
}): EmailSender {
  if (options.smtpUrl) {
    return createSmtpEmailSender({ ...options, smtpUrl: options.smtpUrl });
  }
  return createOutboxEmailSender(options);
}

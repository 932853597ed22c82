import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { JobSender } from '../../jobs/registry';
import { createEmailOutboxRepository } from './email-outbox.repository';
import { EMAIL_SEND_QUEUE } from './email-send.job';
import { createOutboxEmailTransport } from './outbox-email-transport';
import { createSmtpEmailTransport } from './smtp-email-transport';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the email is about (confirmation, reset), kept for the outbox and the log. */
  link?: string;
}

export type EmailTransportKind = 'outbox' | 'smtp';

/** Delivers one message or throws (the email.send job retries it). */
export interface EmailTransport {
  readonly kind: EmailTransportKind;
  deliver(message: EmailMessage): Promise<void>;
}

export interface EmailSender {
  readonly transport: EmailTransportKind;
  /**
   * Stores the message in email_outbox (queued) and enqueues its delivery in the same
   * transaction: once this returns, the email is never lost, and sending it never slows or
   * fails the caller's request. email_outbox is the delivery log (attempts, last error).
   * With `tx`, both go into the caller's transaction: the email exists exactly when the change
   * it is about commits (an invitation is neither sent for a rolled-back account nor lost).
   */
  send(message: EmailMessage, options?: { tx?: Tx }): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the local outbox (stored and logged, never lost). */
export function createEmailTransport(options: {
  logger: FastifyBaseLogger;
  smtpUrl: string | undefined;
  mailFrom: string;
}): EmailTransport {
  return options.smtpUrl
    ? createSmtpEmailTransport({ smtpUrl: options.smtpUrl, mailFrom: options.mailFrom })
    : createOutboxEmailTransport(options.logger);
}

export function createEmailSender(options: {
  db: Db;
  jobs: JobSender;
  transport: EmailTransportKind;
}): EmailSender {
  return {
    transport: options.transport,
    async send(message, { tx } = {}) {
      const queue = async (into: Tx) => {
        const id = await createEmailOutboxRepository(into).insert(message, options.transport);
        await options.jobs.send(EMAIL_SEND_QUEUE, { emailId: id }, { tx: into });
      };
      await (tx ? queue(tx) : options.db.transaction(queue));
    },
  };
}

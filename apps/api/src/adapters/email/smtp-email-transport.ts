import nodemailer from 'nodemailer';
import type { EmailTransport } from './email-sender';

/**
 * Bounds of one delivery, far below the time a queue job may run (60 s): with nodemailer's
 * defaults (2 and 10 minutes) a slow server outlived the job, the queue handed it to another
 * worker, and the guest got the email twice.
 */
export const SMTP_TIMEOUTS_MS = { connection: 15_000, greeting: 15_000, socket: 30_000 } as const;

/** Real implementation: nodemailer over SMTP_URL. */
export function createSmtpEmailTransport(options: {
  smtpUrl: string;
  mailFrom: string;
}): EmailTransport {
  const transporter = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: SMTP_TIMEOUTS_MS.connection,
    greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
    socketTimeout: SMTP_TIMEOUTS_MS.socket,
  });
  return {
    kind: 'smtp',
    async deliver(message) {
      await transporter.sendMail({
        from: options.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}

import nodemailer from 'nodemailer';
import type { EmailTransport } from './email-sender';

/** Real implementation: nodemailer over SMTP_URL. */
export function createSmtpEmailTransport(options: {
  smtpUrl: string;
  mailFrom: string;
}): EmailTransport {
  const transporter = nodemailer.createTransport(options.smtpUrl);
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

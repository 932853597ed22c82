import type { Language } from '@hotel/shared/i18n/messages';
import type { EmailMessage } from '../../adapters/email/email-sender';

/** Email texts live here, not in the shared catalogue: only the server sends them. */
const TEXTS = {
  de: {
    greeting: (name: string) => `Hallo ${name},`,
    confirmSubject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    confirmBody: 'bitte bestätigen Sie Ihre E-Mail-Adresse mit diesem Link:',
    confirmAction: 'E-Mail-Adresse bestätigen',
    resetSubject: 'Passwort zurücksetzen',
    resetBody: 'mit diesem Link können Sie ein neues Passwort festlegen:',
    resetAction: 'Neues Passwort festlegen',
    ignore: 'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.',
    validFor: (hours: number) => `Der Link ist ${hours} Stunden gültig.`,
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    confirmSubject: 'Please confirm your email address',
    confirmBody: 'please confirm your email address with this link:',
    confirmAction: 'Confirm email address',
    resetSubject: 'Reset your password',
    resetBody: 'you can choose a new password with this link:',
    resetAction: 'Choose a new password',
    ignore: 'If you did not ask for this, you can ignore this email.',
    validFor: (hours: number) => `The link is valid for ${hours} hours.`,
  },
} satisfies Record<Language, unknown>;

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

function linkEmail(options: {
  to: string;
  firstName: string;
  subject: string;
  body: string;
  action: string;
  link: string;
  footer: string[];
  language: Language;
}): EmailMessage {
  const texts = TEXTS[options.language];
  const greeting = texts.greeting(options.firstName);
  const text = [greeting, '', options.body, options.link, '', ...options.footer].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(options.body)}</p>`,
    `<p><a href="${escapeHtml(options.link)}">${escapeHtml(options.action)}</a></p>`,
    ...options.footer.map((line) => `<p>${escapeHtml(line)}</p>`),
  ].join('\n');
  return { to: options.to, subject: options.subject, text, html, link: options.link };
}

interface AccountLinkEmailOptions {
  to: string;
  firstName: string;
  link: string;
  validHours: number;
  language: Language;
}

function accountLinkEmail(
  kind: 'confirm' | 'reset',
  options: AccountLinkEmailOptions,
): EmailMessage {
  const texts = TEXTS[options.language];
  return linkEmail({
    ...options,
    subject: texts[`${kind}Subject`],
    body: texts[`${kind}Body`],
    action: texts[`${kind}Action`],
    footer: [texts.validFor(options.validHours), texts.ignore],
  });
}

export const confirmationEmail = (options: AccountLinkEmailOptions) =>
  accountLinkEmail('confirm', options);

export const passwordResetEmail = (options: AccountLinkEmailOptions) =>
  accountLinkEmail('reset', options);

import type { Language } from '@hotel/shared/i18n/messages';
import type { EmailMessage } from '../../adapters/email/email-sender';

/** Email texts live here, not in the shared catalogue: only the server sends them. */
const TEXTS = {
  de: {
    greeting: (name: string) => `Hallo ${name},`,
    subject: 'Ihr Zugang zur Hotelverwaltung',
    body: 'für Sie wurde ein Konto angelegt. Legen Sie mit diesem Link Ihr Passwort fest, danach können Sie sich anmelden:',
    action: 'Passwort festlegen',
    validFor: (days: number) => `Der Link ist ${days} Tage gültig.`,
    expired: 'Ist der Link abgelaufen, wählen Sie auf der Anmeldeseite „Passwort vergessen?“.',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    subject: 'Your access to the hotel management',
    body: 'an account has been created for you. Choose your password with this link, then you can log in:',
    action: 'Choose a password',
    validFor: (days: number) => `The link is valid for ${days} days.`,
    expired: 'If the link has expired, choose "Forgot password?" on the sign-in page.',
  },
} satisfies Record<Language, unknown>;

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

/** To an account a super admin created: a link to choose the first password. */
export function accountCreatedEmail(options: {
  to: string;
  firstName: string;
  link: string;
  validDays: number;
  language: Language;
}): EmailMessage {
  const texts = TEXTS[options.language];
  const greeting = texts.greeting(options.firstName);
  const footer = [texts.validFor(options.validDays), texts.expired];
  const text = [greeting, '', texts.body, options.link, '', ...footer].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(texts.body)}</p>`,
    `<p><a href="${escapeHtml(options.link)}">${escapeHtml(texts.action)}</a></p>`,
    ...footer.map((line) => `<p>${escapeHtml(line)}</p>`),
  ].join('\n');
  return { to: options.to, subject: texts.subject, text, html, link: options.link };
}

import type { Language } from '@hotel/shared/i18n/messages';
import type { EmailMessage } from '../../adapters/email/email-sender';

const TEXTS = {
  de: {
    greeting: (name: string) => `Hallo ${name},`,
    inviteSubject: (hotel: string) => `Einladung zu ${hotel}`,
    inviteBody: (hotel: string) =>
      `Sie wurden als Mitarbeiter zu ${hotel} eingeladen. Legen Sie mit diesem Link Ihr Passwort fest, danach können Sie sich anmelden:`,
    inviteAction: 'Passwort festlegen',
    validFor: (days: number) => `Der Link ist ${days} Tage gültig.`,
    joinSubject: (hotel: string) => `Einladung zu ${hotel}`,
    joinBody: (hotel: string) =>
      `Sie wurden als Mitarbeiter zu ${hotel} eingeladen. Melden Sie sich mit Ihrem Konto an und nehmen Sie die Einladung an:`,
    joinAction: 'Einladung ansehen',
    joinNoPassword:
      'Noch kein Passwort? Wählen Sie auf der Anmeldeseite „Passwort vergessen?“. Wenn Sie nicht beitreten möchten, ignorieren Sie diese E-Mail.',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    inviteSubject: (hotel: string) => `Invitation to ${hotel}`,
    inviteBody: (hotel: string) =>
      `You have been invited to join ${hotel} as an employee. Choose your password with this link, then you can log in:`,
    inviteAction: 'Choose a password',
    validFor: (days: number) => `The link is valid for ${days} days.`,
    joinSubject: (hotel: string) => `Invitation to ${hotel}`,
    joinBody: (hotel: string) =>
      `You have been invited to join ${hotel} as an employee. Sign in with your account and accept the invitation:`,
    joinAction: 'View the invitation',
    joinNoPassword:
      'No password yet? Choose "Forgot password?" on the sign-in page. If you do not want to join, ignore this email.',
  },
} satisfies Record<Language, unknown>;

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

function build(options: {
  to: string;
  greeting: string;
  subject: string;
  body: string;
  action: string;
  link: string;
  footer: string[];
}): EmailMessage {
  const text = [options.greeting, '', options.body, options.link, '', ...options.footer].join('\n');
  const html = [
    `<p>${escapeHtml(options.greeting)}</p>`,
    `<p>${escapeHtml(options.body)}</p>`,
    `<p><a href="${escapeHtml(options.link)}">${escapeHtml(options.action)}</a></p>`,
    ...options.footer.map((line) => `<p>${escapeHtml(line)}</p>`),
  ].join('\n');
  return { to: options.to, subject: options.subject, text, html, link: options.link };
}

interface EmployeeEmailOptions {
  to: string;
  firstName: string;
  hotelName: string;
  link: string;
  language: Language;
}

export function invitationEmail(options: EmployeeEmailOptions & { validDays: number }) {
  const texts = TEXTS[options.language];
  return build({
    to: options.to,
    greeting: texts.greeting(options.firstName),
    subject: texts.inviteSubject(options.hotelName),
    body: texts.inviteBody(options.hotelName),
    action: texts.inviteAction,
    link: options.link,
    footer: [texts.validFor(options.validDays)],
  });
}

/** To an existing account: it joins only after signing in and accepting. */
export function joinInvitationEmail(options: EmployeeEmailOptions & { validDays: number }) {
  const texts = TEXTS[options.language];
  return build({
    to: options.to,
    greeting: texts.greeting(options.firstName),
    subject: texts.joinSubject(options.hotelName),
    body: texts.joinBody(options.hotelName),
    action: texts.joinAction,
    link: options.link,
    footer: [texts.validFor(options.validDays), texts.joinNoPassword],
  });
}

/** The same layout for other emails that carry one link (the admin's new-owner emails). */
export { build as buildLinkEmail };

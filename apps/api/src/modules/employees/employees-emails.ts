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
    addedSubject: (hotel: string) => `Sie haben jetzt Zugang zu ${hotel}`,
    addedBody: (hotel: string) =>
      `Sie wurden als Mitarbeiter zu ${hotel} hinzugefügt. Melden Sie sich wie gewohnt an und wählen Sie das Hotel oben aus:`,
    addedAction: 'Anmelden',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    inviteSubject: (hotel: string) => `Invitation to ${hotel}`,
    inviteBody: (hotel: string) =>
      `You have been invited to join ${hotel} as an employee. Choose your password with this link, then you can log in:`,
    inviteAction: 'Choose a password',
    validFor: (days: number) => `The link is valid for ${days} days.`,
    addedSubject: (hotel: string) => `You now have access to ${hotel}`,
    addedBody: (hotel: string) =>
      `You have been added to ${hotel} as an employee. Log in as usual and choose the hotel at the top:`,
    addedAction: 'Log in',
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

export function addedToHotelEmail(options: EmployeeEmailOptions) {
  const texts = TEXTS[options.language];
  return build({
    to: options.to,
    greeting: texts.greeting(options.firstName),
    subject: texts.addedSubject(options.hotelName),
    body: texts.addedBody(options.hotelName),
    action: texts.addedAction,
    link: options.link,
    footer: [],
  });
}

import type { Language } from '@hotel/shared/i18n/languages';
import { buildLinkEmail } from '../employees';

const TEXTS = {
  de: {
    greeting: (name: string) => `Hallo ${name},`,
    inviteSubject: (hotel: string) => `Ihr Hotel ${hotel} ist eingerichtet`,
    inviteBody: (hotel: string) =>
      `Für Sie wurde das Hotel ${hotel} eingerichtet, Sie sind sein Inhaber. Legen Sie mit diesem Link Ihr Passwort fest, danach können Sie sich anmelden:`,
    inviteAction: 'Passwort festlegen',
    validFor: (days: number) => `Der Link ist ${days} Tage gültig.`,
    addedSubject: (hotel: string) => `Sie sind Inhaber von ${hotel}`,
    addedBody: (hotel: string) =>
      `Sie wurden als Inhaber des Hotels ${hotel} eingetragen. Melden Sie sich mit Ihrem Konto an, um es zu verwalten:`,
    addedAction: 'Anmelden',
  },
  en: {
    greeting: (name: string) => `Hello ${name},`,
    inviteSubject: (hotel: string) => `Your hotel ${hotel} is set up`,
    inviteBody: (hotel: string) =>
      `The hotel ${hotel} has been set up for you, with you as its owner. Choose your password with this link, then you can log in:`,
    inviteAction: 'Choose a password',
    validFor: (days: number) => `The link is valid for ${days} days.`,
    addedSubject: (hotel: string) => `You are the owner of ${hotel}`,
    addedBody: (hotel: string) =>
      `You have been made the owner of the hotel ${hotel}. Sign in with your account to manage it:`,
    addedAction: 'Sign in',
  },
} satisfies Record<Language, unknown>;

interface OwnerEmailOptions {
  to: string;
  firstName: string;
  hotelName: string;
  link: string;
  language: Language;
}

/** To a new address: like an employee's invitation, the link chooses the first password. */
export function ownerInvitationEmail(options: OwnerEmailOptions & { validDays: number }) {
  const texts = TEXTS[options.language];
  return buildLinkEmail({
    to: options.to,
    greeting: texts.greeting(options.firstName),
    subject: texts.inviteSubject(options.hotelName),
    body: texts.inviteBody(options.hotelName),
    action: texts.inviteAction,
    link: options.link,
    footer: [texts.validFor(options.validDays)],
  });
}

/** To an existing account: it is owner already, the email tells it so. */
export function ownerAddedEmail(options: OwnerEmailOptions) {
  const texts = TEXTS[options.language];
  return buildLinkEmail({
    to: options.to,
    greeting: texts.greeting(options.firstName),
    subject: texts.addedSubject(options.hotelName),
    body: texts.addedBody(options.hotelName),
    action: texts.addedAction,
    link: options.link,
    footer: [],
  });
}

/** The demo accounts: the seed creates them, server.ts prints them, tests and e2e may import them. */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_HOTEL = {
  name: 'Hotel Alpenblick',
  symbolCode: 'alpenblick',
  contact: {
    name: 'Familie Brandstätter',
    address: 'Zugspitzstraße 12, 82467 Garmisch-Partenkirchen',
    phone: '+49 8821 73040',
    email: 'info@hotel-alpenblick.de',
  },
} as const;

export const DEMO_LOGINS = {
  owner: {
    role: 'Owner (Hotel Alpenblick)',
    firstName: 'Anna',
    lastName: 'Brandstätter',
    email: 'inhaber@hotel-alpenblick.de',
    password: DEMO_PASSWORD,
  },
  reception: {
    role: 'Employee, group "Rezeption" (viewBookings)',
    firstName: 'Lukas',
    lastName: 'Huber',
    email: 'rezeption@hotel-alpenblick.de',
    password: DEMO_PASSWORD,
  },
  superAdmin: {
    role: 'Super admin',
    firstName: 'Sabine',
    lastName: 'Vogel',
    email: 'admin@hotel-pms.local',
    password: DEMO_PASSWORD,
  },
} as const;

export const DEMO_RECEPTION_GROUP = { name: 'Rezeption', permissions: ['viewBookings'] } as const;

/**
 * A stay that came in through Smoobu from a portal that passes no email address: its guest
 * shows what "no email address" looks like on the booking page (e2e finds it by this ref).
 */
export const DEMO_CHANNEL_BOOKING = {
  externalSource: 'smoobu',
  externalId: 'HMXK2P9Q',
  guest: { firstName: 'Pedro', lastName: 'Álvarez', mobile: '+34612345678', language: 'en' },
} as const;

/**
 * The guest app's demo guests (issue 14): they sign in at /guest_app/alpenblick with these
 * mobiles (the code arrives in the SMS outbox without a provider). Hannah is German and in
 * house, her self check-in done; Oliver is British and arrives in a few days, room assigned,
 * self check-in still to do (with the registration form).
 */
export const DEMO_GUEST_APP_GUESTS = {
  german: {
    firstName: 'Hannah',
    lastName: 'Vogt',
    mobile: '+4915123456789',
    mobileDisplay: '+49 151 23456789',
    nationality: 'DE',
    language: 'de',
    city: 'München',
  },
  british: {
    firstName: 'Oliver',
    lastName: 'Bennett',
    // Not Ofcom's drama range +44 7700 900…: libphonenumber (and so the guest app) refuses it.
    mobile: '+447911123456',
    mobileDisplay: '+44 7911 123456',
    nationality: 'GB',
    language: 'en',
    city: 'London',
  },
} as const;

/** The two numbers to sign in with, as the README and e2e name them. */
export const DEMO_GUEST_MOBILES = {
  german: DEMO_GUEST_APP_GUESTS.german.mobile,
  british: DEMO_GUEST_APP_GUESTS.british.mobile,
} as const;

/** The guest app's accent in the demo. */
export const DEMO_GUEST_APP_ACCENT = 'teal';

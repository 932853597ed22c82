import type { BookingListItem } from '@hotel/shared/contracts/bookings';
import { DEFAULT_HOTEL_SETTING, type Hotel } from '@hotel/shared/contracts/hotel';
import {
  DEFAULT_HOTEL_CSV_IMPORT,
  DEFAULT_HOTEL_NOTIFICATIONS,
  DEFAULT_PUBLIC_PAGE_PLUGIN,
  DEFAULT_SMOOBU_PLUGIN,
  NO_SECRET,
} from '@hotel/shared/contracts/hotel-integrations';
import type { Membership, SessionUser } from '@hotel/shared/contracts/user';

export function makeMembership(overrides: Partial<Membership> = {}): Membership {
  return {
    hotel: {
      _id: 'hotel-1',
      name: 'Hotel Alpenblick',
      symbol_code: 'alpenblick',
      individual_properties: false,
    },
    role: 'owner',
    group: null,
    ...overrides,
  };
}

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    _id: 'user-1',
    firstName: 'Anna',
    lastName: 'Berger',
    email: 'anna@example.com',
    phone: '',
    superAdmin: false,
    emailConfirmed: true,
    pendingEmail: null,
    memberships: [makeMembership()],
    ...overrides,
  };
}

export function makeHotel(overrides: Partial<Hotel> = {}): Hotel {
  return {
    _id: 'hotel-1',
    symbol_code: 'alpenblick',
    name: 'Hotel Alpenblick',
    contact: {
      name: '',
      address: 'Dorfstraße 1, 87561 Oberstdorf',
      phone: '+49 8322 12345',
      email: 'info@alpenblick.de',
    },
    setting: { ...DEFAULT_HOTEL_SETTING, individual_properties: false },
    theme_color: '#1d4ed8',
    software: {},
    notifications: DEFAULT_HOTEL_NOTIFICATIONS,
    guest_app: { enabled: false, accent_color: 'amber', template_image: [] },
    payments: {
      methods: ['cash', 'card', 'bank_transfer'],
      bankDetails: { accountHolder: '', iban: '', bic: '', bankName: '' },
    },
    location: {},
    csv_import: { ...DEFAULT_HOTEL_CSV_IMPORT, password: NO_SECRET },
    plugins: { public_page: DEFAULT_PUBLIC_PAGE_PLUGIN, smoobu: DEFAULT_SMOOBU_PLUGIN },
    owner: { name: 'Anna Brandstätter' },
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** One booking row of the list and the dashboard: Eva Huber in room 101, three nights. */
export function makeBookingListItem(overrides: Partial<BookingListItem> = {}): BookingListItem {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    number: 42,
    status: 'pending',
    source: 'manual',
    roomType: {
      _id: '22222222-2222-4222-8222-222222222222',
      name: 'Doppelzimmer',
      shortCode: 'DZ',
    },
    room: { _id: '33333333-3333-4333-8333-333333333333', number: '101' },
    mainGuest: {
      _id: '44444444-4444-4444-8444-444444444444',
      firstName: 'Eva',
      lastName: 'Huber',
      vip: false,
    },
    guestCount: 1,
    arrival: '2026-12-01',
    departure: '2026-12-04',
    nights: 3,
    adults: 2,
    kids: 0,
    price: 36000,
    channelConflict: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

import { eq } from 'drizzle-orm';
import {
  DEFAULT_PUBLIC_PAGE_PLUGIN,
  type HotelPlugins,
} from '@hotel/shared/contracts/hotel-integrations';
import { todayIn } from '@hotel/shared/stay-dates';
import { hotels } from '../db/schema';
import { bearerEn, createOwnedHotel } from './factories';
import type { TestApp } from './test-app';

type PublicPage = HotelPlugins['public_page'];

/** Stores the hotel's public page settings as the settings page would. */
export async function setPublicPage(t: TestApp, hotelId: string, page: Partial<PublicPage>) {
  const settings = { ...DEFAULT_PUBLIC_PAGE_PLUGIN, disabled: false, ...page };
  await t.db
    .update(hotels)
    .set({
      plugins: {
        public_page: { ...settings, enabled: !settings.disabled },
        smoobu: { enabled: false },
      },
    })
    .where(eq(hotels.id, hotelId));
}

/**
 * A hotel of its own with the public page on (and `page` on top), its owner signed in, and
 * `book`, which holds rooms through the staff booking API as the desk would.
 */
export async function createPublicHotel(t: TestApp, page: Partial<PublicPage> = {}) {
  const { hotel, token, owner } = await createOwnedHotel(t.app, t.db);
  await setPublicPage(t, hotel.id, page);
  const headers = bearerEn(token, hotel.id);
  async function book(stay: {
    roomType: string;
    room?: string | null;
    arrival: string;
    departure: string;
  }) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/booking/',
      headers,
      payload: { room: null, adults: 1, ...stay },
    });
    if (response.statusCode !== 201) {
      throw new Error(`booking failed: ${response.statusCode} ${response.body}`);
    }
    return response.json<{ _id: string }>();
  }
  return { hotel, owner, token, headers, today: todayIn(hotel.setting.timeZone), book };
}

import { eq } from 'drizzle-orm';
import type { GuestAppSettings } from '@hotel/shared/contracts/guest-app';
import type { Db } from '../../db/client';
import { hotels, type GuestAppRow } from '../../db/schema';
import { validationError } from '../../lib/app-error';
import { areHotelImages } from '../images';

/**
 * PUT /api/hotel/guest_app (manageHotel): the guest app's switch, accent colour and cover images
 * in `hotels.guest_app`. Cover images must be this hotel's own `guest_app` uploads. Reading
 * needs no call of its own: GET /api/hotel returns `guest_app`.
 */
export function createGuestAppSettingsService(deps: { db: Db }) {
  const { db } = deps;

  return {
    async update(hotelId: string, input: GuestAppSettings): Promise<GuestAppSettings> {
      const paths = input.template_image.map((image) => image.path);
      if (!(await areHotelImages(db, hotelId, 'guest_app', paths))) {
        throw validationError([{ path: 'template_image', key: 'validation.invalid' }]);
      }
      const guestApp: GuestAppRow = {
        enabled: input.enabled,
        accent_color: input.accent_color,
        template_image: paths.map((path) => ({ path })),
      };
      const [row] = await db
        .update(hotels)
        .set({ guestApp })
        .where(eq(hotels.id, hotelId))
        .returning({ guestApp: hotels.guestApp });
      const { enabled, accent_color, template_image } = row!.guestApp;
      return { enabled, accent_color, template_image };
    },
  };
}

export type GuestAppSettingsService = ReturnType<typeof createGuestAppSettingsService>;

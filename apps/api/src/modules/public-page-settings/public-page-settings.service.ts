import type { z } from 'zod';
import type {
  PublicPageSettings,
  publicPageSettingsRequestSchema,
} from '@hotel/shared/contracts/public-booking';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Db } from '../../db/client';
import type { HotelRow } from '../../db/schema';
import { validationError, type AppErrorIssue } from '../../lib/app-error';
import { toPublicPagePlugin } from '../hotels';
import { areHotelImages } from '../images';
import { paymentOffers } from '../public-booking';
import { createPublicPageSettingsRepository } from './public-page-settings.repository';

type SettingsInput = z.output<typeof publicPageSettingsRequestSchema>;
type HotelPart = Pick<HotelRow, 'plugins' | 'themeColor' | 'payments' | 'setting'>;

/**
 * /plugins/public_page (manageHotel): the page's settings in `hotels.plugins.public_page` and the
 * hotel's theme colour. A method the hotel cannot take (online without online payments, bank
 * transfer without bank details) and slider images that are not this hotel's public page uploads
 * are refused with field messages.
 */
export function createPublicPageSettingsService(deps: {
  db: Db;
  provider: PaymentProvider;
  /** RECAPTCHA_SECRET_KEY and RECAPTCHA_SITE_KEY are both set. */
  captchaEnabled: boolean;
  /** A visitor can be sent to a checkout: Stripe, or the test checkout where it is allowed. */
  canCheckOut: boolean;
}) {
  /** What the page can offer besides its own settings: it follows /settings/payments. */
  const offers = (row: HotelPart) => paymentOffers(row, deps.canCheckOut);
  const repository = createPublicPageSettingsRepository(deps.db);

  const toSettings = (row: HotelPart): PublicPageSettings => {
    const page = toPublicPagePlugin(row);
    const { onlineAvailable, bankTransferReady } = offers(row);
    return {
      ...page,
      theme_color: row.themeColor,
      captcha: { enabled: deps.captchaEnabled },
      onlinePayments: {
        available: onlineAvailable,
        provider: deps.provider.kind,
        isLive: deps.provider.isLive,
      },
      bankTransferReady,
    };
  };

  const load = async (hotelId: string) => (await repository.findHotel(hotelId))!;

  async function check(hotelId: string, row: HotelPart, input: SettingsInput) {
    const issues: AppErrorIssue[] = [];
    const { onlineAvailable, bankTransferReady } = offers(row);
    const notOffered = input.payment_methods.some(
      (method) =>
        (method === 'online' && !onlineAvailable) ||
        (method === 'bank_transfer' && !bankTransferReady),
    );
    if (notOffered)
      issues.push({ path: 'payment_methods', key: 'validation.paymentMethodNotOffered' });
    const sliderPaths = input.hotel_slider.map((image) => image.path);
    if (!(await areHotelImages(deps.db, hotelId, 'public_page', sliderPaths))) {
      issues.push({ path: 'hotel_slider', key: 'validation.invalid' });
    }
    if (issues.length > 0) throw validationError(issues);
  }

  return {
    async get(hotelId: string): Promise<PublicPageSettings> {
      return toSettings(await load(hotelId));
    },

    async update(hotelId: string, input: SettingsInput): Promise<PublicPageSettings> {
      await check(hotelId, await load(hotelId), input);
      const { theme_color: themeColor, ...page } = input;
      await repository.save(hotelId, {
        themeColor,
        publicPage: {
          ...page,
          // One entry per method, in the page's order.
          payment_methods: [...new Set(page.payment_methods)],
        },
      });
      return toSettings(await load(hotelId));
    },
  };
}

export type PublicPageSettingsService = ReturnType<typeof createPublicPageSettingsService>;

import type { z } from 'zod';
import type { Booking, ExternalRef } from '@hotel/shared/contracts/bookings';
import {
  PUBLIC_PAYMENT_METHODS,
  type PublicBooking,
  type PublicPaymentMethod,
  type publicBookingRequestSchema,
} from '@hotel/shared/contracts/public-booking';
import { effectivePaymentSettings } from '@hotel/shared/contracts/payment-settings';
import { translateMessage } from '@hotel/shared/i18n/messages';
import { fitParty } from '@hotel/shared/pricing';
import { todayIn } from '@hotel/shared/stay-dates';
import type { FastifyBaseLogger } from 'fastify';
import type { CaptchaVerifier } from '../../adapters/captcha/captcha-verifier';
import type { OnlineCheckout } from '../../adapters/payments/online-checkout';
import type { Db } from '../../db/client';
import type { HotelRow } from '../../db/schema';
import { AppError, isAppError, validationError, type AppErrorIssue } from '../../lib/app-error';
import { systemPrincipal } from '../../lib/principal';
import type { BookingsService } from '../bookings';
import { findOrCreateVisitorGuest, removeUnusedVisitorGuest } from '../guests';
import { createHotelsRepository, toPublicPagePlugin } from '../hotels';
import type { RateLimiter } from '../rate-limits';
import { findAlternatives } from './public-availability';
import { loadCatalog, type CatalogRoomType } from './public-catalog';
import {
  findChosenPaymentMethod,
  findFreeRoomAtTypePrice,
  findHotelOfBooking,
  findOpenCheckoutUrl,
} from './public-booking.repository';
import { toPublicBooking } from './public-booking-response';
import { offeredPaymentMethods } from './offered-payment-methods';
import { createReceipts, publicConfirmationUrl } from './public-receipt';
import { publicStayIssues } from './public-stay-rules';

type BookingRequest = z.output<typeof publicBookingRequestSchema>;

/** Public bookings per IP are counted in windows of this length (config: how many). */
const RATE_WINDOW_SECONDS = 600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What the bookings service answers when the room or the type went to someone else. */
const TAKEN_KEYS = ['errors.roomTypeSoldOut', 'errors.roomTaken', 'errors.roomNoLongerAvailable'];

const isConflict = (error: unknown, keys: string[]) =>
  isAppError(error) &&
  error.code === 'CONFLICT' &&
  typeof error.messageKey === 'string' &&
  keys.includes(error.messageKey);

/**
 * An Idempotency-Key answers its booking again only to the same request: the same visitor
 * (email), stay and room type, made on the public page. Anything else is refused without a
 * word about the booking, so a key never reveals someone else's booking.
 */
function replayOf(existing: Booking, request: BookingRequest): Booking {
  const same =
    existing.source === 'public_page' &&
    existing.mainGuest?.email.toLowerCase() === request.guest.email.toLowerCase() &&
    existing.arrival === request.arrival &&
    existing.departure === request.departure &&
    existing.roomType._id === request.roomType;
  if (!same) throw new AppError('CONFLICT', 'errors.idempotencyKeyReused');
  return existing;
}

export interface PublicBookingDeps {
  db: Db;
  bookings: BookingsService;
  captcha: CaptchaVerifier;
  rateLimiter: RateLimiter;
  /** Online card payment; without it `online` is never offered. */
  onlineCheckout?: OnlineCheckout;
  config: { appUrl: string; jwtSecret: string; publicBookingsPerIp: number };
  log?: FastifyBaseLogger;
}

export interface PublicBookingResult {
  booking: PublicBooking;
  /** false when an earlier request with the same Idempotency-Key made it. */
  created: boolean;
}

export function createPublicBookingService(deps: PublicBookingDeps) {
  const { db, bookings, captcha, rateLimiter, config } = deps;
  const hotels = createHotelsRepository(db);
  const receipts = createReceipts(config.jwtSecret);

  async function findBookableHotel(idOrSymbolCode: string) {
    const hotel = await hotels.findByIdOrSymbolCode(idOrSymbolCode);
    if (!hotel) throw new AppError('NOT_FOUND', 'errors.hotelNotFound');
    const page = toPublicPagePlugin(hotel);
    if (page.disabled) throw new AppError('NOT_FOUND', 'errors.publicPageDisabled');
    return { hotel, page };
  }

  /** How the visitor chose to pay; a booking made elsewhere is paid at the hotel. */
  async function chosenMethod(hotelId: string, bookingId: string): Promise<PublicPaymentMethod> {
    const chosen = await findChosenPaymentMethod(db, hotelId, bookingId);
    return PUBLIC_PAYMENT_METHODS.find((method) => method === chosen) ?? 'on_arrival';
  }

  const paymentSettingsOf = (hotel: HotelRow) =>
    effectivePaymentSettings(hotel.payments, hotel.setting.useOnlinePayments);

  /** The methods a visitor may choose: on the page and accepted by the hotel right now. */
  const offeredMethods = (hotel: HotelRow, pageMethods: PublicPaymentMethod[]) =>
    offeredPaymentMethods(hotel, pageMethods, Boolean(deps.onlineCheckout));

  /** Every check of what the visitor typed, before anything is counted or written. */
  function inputIssues(
    request: BookingRequest,
    context: { hotel: HotelRow; minStayDays: number; methods: PublicPaymentMethod[] },
    entry: CatalogRoomType | undefined,
  ): AppErrorIssue[] {
    const issues: AppErrorIssue[] = [];
    if (!context.methods.includes(request.paymentMethod)) {
      issues.push({ path: 'paymentMethod', key: 'validation.paymentMethodNotOffered' });
    }
    if (!entry) issues.push({ path: 'roomType', key: 'validation.roomTypeUnknown' });
    const offered = new Set(entry?.type.services.map((service) => service._id) ?? []);
    if (entry && request.services.some((id) => !offered.has(id))) {
      issues.push({ path: 'services', key: 'validation.serviceNotOffered' });
    }
    issues.push(
      ...publicStayIssues(
        {
          today: todayIn(context.hotel.setting.timeZone),
          minStayDays: context.minStayDays,
          roomTypes: [],
          chosen: entry?.type ?? null,
        },
        request,
        request,
        'adults',
      ),
    );
    return issues;
  }

  async function soldOut(hotel: HotelRow, catalog: CatalogRoomType[], request: BookingRequest) {
    const alternatives = await findAlternatives(db, hotel.id, catalog, {
      arrival: request.arrival,
      departure: request.departure,
      adults: request.adults,
      kids: request.kids,
      roomTypeId: request.roomType,
      today: todayIn(hotel.setting.timeZone),
    });
    const name = catalog.find((entry) => entry.type._id === request.roomType)?.type.name ?? '';
    return new AppError('ROOM_TYPE_SOLD_OUT', 'errors.publicRoomTypeSoldOut', {
      params: { roomType: name },
      extra: { alternatives },
    });
  }

  /**
   * Creates the booking through the desk's own service (room type lock, inventory check, the
   * room's exclusion constraint). An auto-picked room another booking took in between is
   * dropped once (staff assign one); a type with no room left is the sold-out answer.
   */
  async function createBooking(
    hotel: HotelRow,
    catalog: CatalogRoomType[],
    request: BookingRequest,
    guestId: string,
    externalRef: ExternalRef | null,
  ): Promise<{ booking: Booking; created: boolean }> {
    const entry = catalog.find((candidate) => candidate.type._id === request.roomType)!;
    const input = {
      roomType: request.roomType,
      room: await findFreeRoomAtTypePrice(db, {
        hotelId: hotel.id,
        roomTypeId: request.roomType,
        arrival: request.arrival,
        departure: request.departure,
      }),
      arrival: request.arrival,
      departure: request.departure,
      adults: request.adults,
      kids: request.kids,
      extraBeds: fitParty(entry.type, request.adults, request.kids) ?? 0,
      mainGuest: guestId,
      guests: [],
      services: request.services,
      price: null,
      notice: request.note,
      source: 'public_page' as const,
      externalRef,
    };
    const principal = systemPrincipal('public_page');
    const options = { eventData: { paymentMethod: request.paymentMethod } };
    const attempt = async (room: string | null) => {
      try {
        return await bookings.create(hotel.id, { ...input, room }, principal, options);
      } catch (error) {
        if (room && isConflict(error, TAKEN_KEYS)) return attempt(null);
        throw error;
      }
    };
    try {
      return { booking: await attempt(input.room ?? null), created: true };
    } catch (error) {
      // A request with the same key may have booked while this one waited for the room type
      // (which it then found sold out, or its key taken): that booking is this request's answer
      // too. So it is when this request's guest is gone: a same-key request that lost the race
      // created that guest and removed it again (removeUnusedVisitorGuest) after the winner
      // booked, so whatever this attempt failed on, a booking under the key is the answer.
      if (externalRef) {
        const existing = await bookings.findByExternalRef(hotel.id, externalRef);
        if (existing) return { booking: replayOf(existing, request), created: false };
      }
      if (isConflict(error, TAKEN_KEYS)) throw await soldOut(hotel, catalog, request);
      throw error;
    }
  }

  /** Opens the online checkout; a provider that cannot be reached leaves the payment to later. */
  async function startCheckout(hotel: HotelRow, booking: Booking, request: BookingRequest) {
    const receipt = receipts.receiptOf(booking._id);
    try {
      const { checkoutUrl } = await deps.onlineCheckout!.start({
        hotelId: hotel.id,
        bookingId: booking._id,
        amount: booking.price,
        currency: hotel.setting.currency,
        description: translateMessage('publicBooking.checkoutDescription', request.language, {
          hotel: hotel.name,
          number: booking.number,
        }),
        customerEmail: request.guest.email,
        language: request.language,
        returnUrl: publicConfirmationUrl(config.appUrl, hotel.symbolCode, {
          bookingId: booking._id,
          receipt,
        }),
      });
      return checkoutUrl;
    } catch (error) {
      deps.log?.warn({ err: error, bookingId: booking._id }, 'Online checkout could not start');
      return null;
    }
  }

  return {
    /** The captcha's state for the page settings. */
    captchaEnabled: () => captcha.enabled,

    /**
     * POST /api/public/booking. The same Idempotency-Key answers the booking it made first,
     * checked before the rate limit and the captcha (a retry's token is already used).
     */
    async book(
      request: BookingRequest,
      context: { ip: string; idempotencyKey?: string },
    ): Promise<PublicBookingResult> {
      const { hotel, page } = await findBookableHotel(request.hotel);
      if (!page.booking_enabled) throw new AppError('FORBIDDEN', 'errors.publicBookingClosed');
      const externalRef: ExternalRef | null = context.idempotencyKey
        ? { source: 'public_page', id: context.idempotencyKey }
        : null;
      const answer = async (booking: Booking, created: boolean, checkoutUrl: string | null) => ({
        created,
        booking: toPublicBooking(booking, {
          hotel,
          receipt: receipts.receiptOf(booking._id),
          // A replay answers what the first request chose, whatever this one says.
          method: created ? request.paymentMethod : await chosenMethod(hotel.id, booking._id),
          bankDetails: paymentSettingsOf(hotel).bankDetails,
          checkoutUrl,
          // A checkout just opened (or failed to: the booking stands and its payment is still to
          // be made) is pending; the row start() wrote is newer than the booking read here.
          status: created && request.paymentMethod === 'online' ? 'pending' : undefined,
        }),
      });
      if (externalRef) {
        const existing = await bookings.findByExternalRef(hotel.id, externalRef);
        if (existing) {
          const replay = replayOf(existing, request);
          return answer(replay, false, await findOpenCheckoutUrl(db, replay._id));
        }
      }
      const catalog = await loadCatalog(db, hotel.id);
      const entry = catalog.find((candidate) => candidate.type._id === request.roomType);
      const issues = inputIssues(
        request,
        {
          hotel,
          minStayDays: page.min_stay_days,
          methods: offeredMethods(hotel, page.payment_methods),
        },
        entry,
      );
      if (issues.length > 0) throw validationError(issues);
      await rateLimiter.consume([
        {
          key: `public-booking:ip:${context.ip}`,
          max: config.publicBookingsPerIp,
          windowSeconds: RATE_WINDOW_SECONDS,
        },
      ]);
      if (captcha.enabled && !(await captcha.verify(request.captchaToken, context.ip))) {
        throw new AppError('CAPTCHA_FAILED', 'errors.captchaFailed');
      }
      const guest = await findOrCreateVisitorGuest(db, hotel.id, {
        ...request.guest,
        language: request.language,
      });
      const { booking, created } = await createBooking(
        hotel,
        catalog,
        request,
        guest.id,
        externalRef,
      ).catch(async (error: unknown) => {
        if (guest.created) await removeUnusedVisitorGuest(db, hotel.id, guest.id);
        throw error;
      });
      // A concurrent request with the same key won: its booking names its own guest.
      if (!created && guest.created) await removeUnusedVisitorGuest(db, hotel.id, guest.id);
      if (!created) return answer(booking, false, await findOpenCheckoutUrl(db, booking._id));
      const checkoutUrl =
        request.paymentMethod === 'online' ? await startCheckout(hotel, booking, request) : null;
      return answer(booking, created, checkoutUrl);
    },

    /** GET /api/public/booking/{id}?receipt: the confirmation again, for the receipt's holder. */
    async get(id: string, receipt: string): Promise<PublicBooking> {
      const notFound = () => new AppError('NOT_FOUND', 'errors.publicBookingNotFound');
      if (!UUID.test(id) || !receipts.matches(id, receipt)) throw notFound();
      const owner = await findHotelOfBooking(db, id);
      if (!owner) throw notFound();
      const hotel = await hotels.findByIdOrSymbolCode(owner.hotelId);
      if (!hotel) throw notFound();
      const booking = await bookings.get(hotel.id, id);
      return toPublicBooking(booking, {
        hotel,
        receipt,
        method: await chosenMethod(hotel.id, id),
        bankDetails: paymentSettingsOf(hotel).bankDetails,
        checkoutUrl: await findOpenCheckoutUrl(db, id),
      });
    },
  };
}

export type PublicBookingService = ReturnType<typeof createPublicBookingService>;

import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  GuestAuthResponse,
  GuestVerificationResponse,
} from '@hotel/shared/contracts/guest-app';
import { GUEST_LOGIN_CODE_LENGTH, GUEST_LOGIN_LIMITS } from '@hotel/shared/guest-app';
import { normalizeMobile } from '@hotel/shared/mobile-number';
import { translateMessage, type Language } from '@hotel/shared/i18n/messages';
import { maskNumber } from '../../adapters/sms/outbox-sms-gateway';
import type { SmsGatewayFor } from '../../adapters/sms/resolve-sms-gateway';
import { SmsDeliveryError } from '../../adapters/sms/sms-gateway';
import type { Db } from '../../db/client';
import type { HotelRow } from '../../db/schema';
import type { GuestRow } from '../../db/schema-bookings';
import type { GuestLoginCodeRow } from '../../db/schema-guest-app';
import { AppError } from '../../lib/app-error';
import { signGuestToken } from '../../lib/tokens';
import { effectiveNotificationSettings } from '../guest-notifications';
import type { RateLimiter } from '../rate-limits';
import { findGuestAppHotel, hotelToday } from './guest-app-hotel';
import { findSignInGuest, normalizedInputMobile } from './guest-by-mobile';
import { findGuestOfHotel, guestAppGuestResponse } from './guest-app-guest';
import { createGuestLoginCodesRepository } from './guest-login-codes.repository';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const limits = GUEST_LOGIN_LIMITS;
const GUEST_AUTH_WINDOW_SECONDS = 15 * 60;

export interface GuestSignInDeps {
  db: Db;
  smsGatewayFor: SmsGatewayFor;
  jwtSecret: string;
  log: FastifyBaseLogger;
  rateLimiter: RateLimiter;
  /** Sign-in code requests per IP in 15 minutes (RATE_LIMIT_GUEST_AUTH_IP_MAX). */
  guestAuthPerIp: number;
  /** The clock of every limit (tests move it). */
  now?: () => Date;
}

const secondsUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

const lockedError = (until: Date, now: Date) =>
  new AppError('RATE_LIMITED', 'errors.guestLoginLocked', {
    params: { minutes: Math.ceil(secondsUntil(until, now) / 60) },
    retryAfterSeconds: secondsUntil(until, now),
  });

const expiredError = () => new AppError('BAD_REQUEST', 'errors.guestCodeExpired');

const smsLanguage = (guest: GuestRow, hotel: HotelRow): Language =>
  guest.language === 'de' || guest.language === 'en'
    ? guest.language
    : hotel.setting.defaultLanguage;

/**
 * Sign-in of the guest app (spec §7 "Guest app", §9): a six-digit code by SMS to the mobile
 * the hotel has on file, then the code for a guest token of one day. Only keyed hashes of the
 * code and of the caller's address are stored; the limits of GUEST_LOGIN_LIMITS are read from
 * the rows under a lock per number, so they hold across processes and concurrent requests.
 */
export function createGuestSignInService(deps: GuestSignInDeps) {
  const { db } = deps;
  const codes = createGuestLoginCodesRepository();
  const now = deps.now ?? (() => new Date());
  const keyed = (purpose: string, value: string) =>
    createHmac('sha256', deps.jwtSecret).update(`${purpose}:${value}`).digest('hex');
  const codeHash = (guestId: string, code: string) => keyed(`guest-code:${guestId}`, code);

  /** Refuses a new code for the number while a limit holds; otherwise stores the new one. */
  async function storeCode(input: {
    hotelId: string;
    guestId: string;
    mobile: string;
    ipHash: string;
    code: string;
  }): Promise<GuestLoginCodeRow> {
    return db.transaction(async (tx) => {
      await codes.lockNumber(tx, input.hotelId, input.mobile);
      const at = now();
      const newest = await codes.newestOfNumber(tx, input.hotelId, input.mobile);
      if (newest?.lockedUntil && newest.lockedUntil > at) throw lockedError(newest.lockedUntil, at);
      if (newest) {
        const resendAt = new Date(newest.createdAt.getTime() + limits.resendAfterSeconds * 1000);
        if (resendAt > at) {
          const seconds = secondsUntil(resendAt, at);
          throw new AppError('RATE_LIMITED', 'errors.guestCodeTooSoon', {
            params: { seconds },
            retryAfterSeconds: seconds,
          });
        }
      }
      const dayAgo = new Date(at.getTime() - DAY_MS);
      const perNumber = await codes.countForNumberSince(tx, input.hotelId, input.mobile, dayAgo);
      const perIp = await codes.countForIpSince(tx, input.ipHash, dayAgo);
      if (perNumber >= limits.dailyCodesPerNumber || perIp >= limits.dailyCodesPerIp) {
        throw new AppError('RATE_LIMITED', 'errors.guestCodeDailyLimit', {
          retryAfterSeconds: DAY_MS / 1000,
        });
      }
      return codes.insert(tx, {
        hotelId: input.hotelId,
        guestId: input.guestId,
        mobile: input.mobile,
        ipHash: input.ipHash,
        codeHash: codeHash(input.guestId, input.code),
        expiresAt: new Date(at.getTime() + limits.codeValidMinutes * MINUTE_MS),
        createdAt: at,
      });
    });
  }

  async function sendCode(hotel: HotelRow, guest: GuestRow, to: string, code: string) {
    const text = translateMessage('guestSignIn.smsCode', smsLanguage(guest, hotel), {
      code,
      hotel: hotel.name,
      minutes: limits.codeValidMinutes,
    });
    const gateway = await deps.smsGatewayFor(hotel.id);
    const sender = effectiveNotificationSettings(hotel.notifications, hotel.setting).smsSender;
    await gateway.send({ hotelId: hotel.id, to, text, sender });
  }

  return {
    /** GET /api/guest_app/{hotelId}/guest_auth?mobile */
    async requestCode(
      hotelId: string,
      input: { mobile: string },
      context: { ip: string },
    ): Promise<GuestAuthResponse> {
      // Every request counts, an unknown number too: otherwise asking is a free way to find
      // out which numbers belong to the hotel's guests.
      await deps.rateLimiter.consume([
        {
          key: `guest-auth:ip:${keyed('guest-ip', context.ip)}`,
          max: deps.guestAuthPerIp,
          windowSeconds: GUEST_AUTH_WINDOW_SECONDS,
        },
      ]);
      const hotel = await findGuestAppHotel(db, hotelId);
      const mobile = normalizedInputMobile(input.mobile);
      const guest = await findSignInGuest(db, hotel.id, mobile, hotelToday(hotel, now()));
      if (!guest) throw new AppError('NOT_FOUND', 'errors.guestMobileNotFound');
      // The hotel's SMS countries apply here as to every SMS (no premium-rate surprises).
      const { allowedCountries } = effectiveNotificationSettings(
        hotel.notifications,
        hotel.setting,
      );
      if (!normalizeMobile(mobile, 'DE', allowedCountries).ok) {
        throw new AppError('BAD_REQUEST', 'errors.guestCodeNotSent');
      }
      const code = String(randomInt(0, 10 ** GUEST_LOGIN_CODE_LENGTH)).padStart(
        GUEST_LOGIN_CODE_LENGTH,
        '0',
      );
      const row = await storeCode({
        hotelId: hotel.id,
        guestId: guest.id,
        mobile,
        ipHash: keyed('guest-ip', context.ip),
        code,
      });
      try {
        await sendCode(hotel, guest, mobile, code);
      } catch (error) {
        // A code nobody received must not count: neither for sign-in nor as the newest code.
        await codes.remove(db, row.id);
        const reason = error instanceof SmsDeliveryError ? error.reason : 'technical';
        deps.log.warn({ hotelId: hotel.id, guestId: guest.id, reason }, 'Guest code not sent');
        throw new AppError('INTERNAL', 'errors.guestCodeNotSent');
      }
      return {
        guest: guest.id,
        maskedMobile: maskNumber(mobile),
        codeValidSeconds: limits.codeValidMinutes * 60,
        resendAfterSeconds: limits.resendAfterSeconds,
      };
    },

    /** GET /api/guest_app/{hotelId}/guest_verification?guest&code */
    async verifyCode(
      hotelId: string,
      input: { guest: string; code: string },
    ): Promise<GuestVerificationResponse> {
      const hotel = await findGuestAppHotel(db, hotelId);
      const guest = await findGuestOfHotel(db, hotel.id, input.guest);
      const mobile = guest && (await codes.newestNumberOfGuest(db, hotel.id, guest.id));
      if (!guest || !mobile) throw expiredError();
      // Decided under the number's lock; a wrong try is committed before it is answered.
      const outcome = await db.transaction(async (tx) => {
        await codes.lockNumber(tx, hotel.id, mobile);
        const at = now();
        const row = await codes.newestOfNumber(tx, hotel.id, mobile);
        if (!row || row.guestId !== guest.id) return { error: expiredError() };
        if (row.lockedUntil && row.lockedUntil > at) {
          return { error: lockedError(row.lockedUntil, at) };
        }
        if (row.usedAt || row.expiresAt <= at) return { error: expiredError() };
        const expected = Buffer.from(row.codeHash, 'hex');
        const given = Buffer.from(codeHash(guest.id, input.code), 'hex');
        if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
          const attempts = row.attempts + 1;
          // Counted per number over the lock's span, so a new code does not buy new tries.
          const since = new Date(at.getTime() - limits.lockMinutes * MINUTE_MS);
          const wrongTries = (await codes.wrongTriesSince(tx, hotel.id, mobile, since)) + 1;
          if (wrongTries >= limits.maxWrongTries) {
            const lockedUntil = new Date(at.getTime() + limits.lockMinutes * MINUTE_MS);
            await codes.update(tx, row.id, { attempts, lockedUntil });
            return { error: lockedError(lockedUntil, at) };
          }
          await codes.update(tx, row.id, { attempts });
          return {
            error: new AppError('BAD_REQUEST', 'errors.guestCodeWrong', {
              params: { remaining: limits.maxWrongTries - wrongTries },
            }),
          };
        }
        await codes.update(tx, row.id, { usedAt: at });
        return { error: null };
      });
      if (outcome.error) throw outcome.error;
      return {
        guest: guestAppGuestResponse(guest),
        token: signGuestToken({ hotelId: hotel.id, guestId: guest.id }, deps.jwtSecret),
      };
    },
  };
}

export type GuestSignInService = ReturnType<typeof createGuestSignInService>;

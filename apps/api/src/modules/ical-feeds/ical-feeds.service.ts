import { randomBytes } from 'node:crypto';
import type { IcalFeed } from '@hotel/shared/contracts/roomraccoon';
import { addDays, todayIn } from '@hotel/shared/stay-dates';
import { AppError } from '../../lib/app-error';
import { naturalCompare } from '../../lib/natural-compare';
import { publicOrigin } from '../../lib/public-origin';
import { availabilityCalendar } from './ical-calendar';
import type { IcalFeedsRepository } from './ical-feeds.repository';

/** What a feed lists: recent past (a subscriber's view of last month) and two years ahead. */
export const FEED_DAYS_BEFORE = 30;
export const FEED_DAYS_AHEAD = 730;
/** The UIDs' domain part (RFC 5545 suggests one; it only has to be the same every time). */
const UID_DOMAIN = 'hotel-pms';

export const icalFeedPath = (token: string) => `/api/channel/ical/${token}.ics`;

/**
 * iCal availability feeds, one per room (issue 16): staff make, renew and revoke them
 * (manageHotel); anyone holding a feed's address reads which nights the room is held, never by
 * whom. A renewed or revoked address answers 404 at once.
 */
export function createIcalFeedsService(deps: {
  repository: IcalFeedsRepository;
  publicBaseUrl: string | undefined;
}) {
  const { repository } = deps;
  const urlOf = (token: string | null, origin: string) =>
    token ? `${publicOrigin(deps.publicBaseUrl, origin)}${icalFeedPath(token)}` : null;

  async function list(hotelId: string, origin: string): Promise<IcalFeed[]> {
    const rows = await repository.roomsWithFeeds(hotelId);
    return rows
      .sort((a, b) => naturalCompare(a.number, b.number))
      .map((row) => ({
        room: { _id: row.roomId, number: row.number, roomTypeName: row.roomTypeName },
        url: urlOf(row.token, origin),
        createdAt: row.createdAt?.toISOString() ?? null,
      }));
  }

  async function requireRoom(hotelId: string, roomId: string) {
    if (!(await repository.hasRoom(hotelId, roomId))) {
      throw new AppError('NOT_FOUND', 'errors.roomNotFound');
    }
  }

  return {
    list,

    /** A new address for the room's feed; the previous one (if any) stops working. */
    async renew(hotelId: string, roomId: string, origin: string): Promise<IcalFeed> {
      await requireRoom(hotelId, roomId);
      await repository.replace(hotelId, roomId, randomBytes(32).toString('base64url'));
      return (await list(hotelId, origin)).find((feed) => feed.room._id === roomId)!;
    },

    async revoke(hotelId: string, roomId: string): Promise<void> {
      await requireRoom(hotelId, roomId);
      await repository.replace(hotelId, roomId, null);
    },

    /** The feed's calendar text; an unknown or revoked token is NOT_FOUND. */
    async calendar(token: string, now = new Date()): Promise<string> {
      const feed = await repository.feedOfToken(token);
      if (!feed) throw new AppError('NOT_FOUND', 'errors.notFound');
      const today = todayIn(feed.setting.timeZone, now);
      const periods = await repository.holdsOfRoom(
        feed.hotelId,
        feed.roomId,
        addDays(today, -FEED_DAYS_BEFORE),
        addDays(today, FEED_DAYS_AHEAD),
      );
      return availabilityCalendar({
        roomNumber: feed.roomNumber,
        uidDomain: UID_DOMAIN,
        language: feed.setting.defaultLanguage,
        periods,
      });
    },
  };
}

export type IcalFeedsService = ReturnType<typeof createIcalFeedsService>;

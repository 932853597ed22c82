import { PUBLIC_MAX_STAY_NIGHTS } from '@hotel/shared/contracts/public-booking';
import { fitParty, partyCapacity, type OccupancyLimits } from '@hotel/shared/pricing';
import { nightsBetween } from '@hotel/shared/stay-dates';
import { validationError, type AppErrorIssue } from '../../lib/app-error';
import type { Party, Stay } from './public-availability';

export interface PublicStayRules {
  /** The hotel's today in its time zone: the first day a visitor may arrive. */
  today: string;
  /** The page's `min_stay_days`. */
  minStayDays: number;
  /** The room types a visitor can book (those with rooms). */
  roomTypes: readonly OccupancyLimits[];
  /** The booking's chosen type: the party must fit it (null: the type is unknown). */
  chosen?: OccupancyLimits | null;
}

/**
 * The rules a visitor's stay and party must meet, the same for the search
 * (GET /api/public/available_rooms) and the booking (POST /api/public/booking): arrival not
 * before the hotel's today, departure after arrival, no more than PUBLIC_MAX_STAY_NIGHTS and no
 * fewer than `min_stay_days` nights, and some room type that holds the whole party. Throws a
 * 400 with every broken rule as a field issue; `guestsPath` names the party's field (the search
 * calls it `guests`, the booking `adults`).
 */
export function checkPublicStay(
  rules: PublicStayRules,
  stay: Stay,
  party: Party,
  guestsPath = 'guests',
): void {
  const issues = publicStayIssues(rules, stay, party, guestsPath);
  if (issues.length > 0) throw validationError(issues);
}

/** The broken rules as field issues, for a caller that adds its own (the booking). */
export function publicStayIssues(
  rules: PublicStayRules,
  stay: Stay,
  party: Party,
  guestsPath = 'guests',
): AppErrorIssue[] {
  const issues: AppErrorIssue[] = [];
  if (stay.arrival < rules.today) issues.push({ path: 'arrival', key: 'validation.arrivalInPast' });
  const nights = nightsBetween(stay.arrival, stay.departure);
  // A departure on or before the arrival is the shortest stay of all: the page's minimum says how long.
  const minStay = Math.max(1, rules.minStayDays);
  if (nights > PUBLIC_MAX_STAY_NIGHTS) {
    issues.push({
      path: 'departure',
      key: 'validation.stayTooLong',
      params: { max: PUBLIC_MAX_STAY_NIGHTS },
    });
  } else if (nights < minStay) {
    issues.push({ path: 'departure', key: 'validation.minimumStay', params: { days: minStay } });
  }
  // A hotel without bookable rooms answers an empty search rather than blaming the party.
  const fitsSomeType = rules.roomTypes.some(
    (type) => fitParty(type, party.adults, party.kids) !== null,
  );
  if (rules.chosen) {
    if (fitParty(rules.chosen, party.adults, party.kids) === null) {
      issues.push({
        path: guestsPath,
        key: 'validation.tooManyGuests',
        params: { max: partyCapacity(rules.chosen) },
      });
    }
  } else if (rules.roomTypes.length > 0 && !fitsSomeType) {
    issues.push({
      path: guestsPath,
      key: 'validation.noRoomForGuests',
      params: { guests: party.adults + party.kids },
    });
  }
  return issues;
}

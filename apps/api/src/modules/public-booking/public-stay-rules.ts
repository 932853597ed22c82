import { PUBLIC_MAX_STAY_NIGHTS } from '@hotel/shared/contracts/public-booking';
import { fitParty, partyCapacity, type OccupancyLimits } from '@hotel/shared/pricing';
import { nightsBetween } from '@hotel/shared/stay-dates';
import type { AppErrorIssue } from '../../lib/app-error';

/**
 * The visitor's stay rules for POST /api/public/booking: no arrival before the hotel's today,
 * at least the page's minimum stay (departure on or before arrival counts as too short), at most
 * PUBLIC_MAX_STAY_NIGHTS nights, and a party the chosen room type holds.
 *
 * A private copy for the booking call; the lead merges it with the read calls' rules into one.
 */
export function checkPublicStay(
  stay: { arrival: string; departure: string; adults: number; kids: number },
  rules: { today: string; minStayDays: number; roomType: OccupancyLimits | null },
): AppErrorIssue[] {
  const issues: AppErrorIssue[] = [];
  if (stay.arrival < rules.today) {
    issues.push({ path: 'arrival', key: 'validation.arrivalInPast' });
  }
  const nights = stay.departure > stay.arrival ? nightsBetween(stay.arrival, stay.departure) : 0;
  const minStay = Math.max(1, rules.minStayDays);
  if (nights < minStay) {
    issues.push({ path: 'departure', key: 'validation.minimumStay', params: { days: minStay } });
  } else if (nights > PUBLIC_MAX_STAY_NIGHTS) {
    issues.push({
      path: 'departure',
      key: 'validation.stayTooLong',
      params: { max: PUBLIC_MAX_STAY_NIGHTS },
    });
  }
  if (rules.roomType && fitParty(rules.roomType, stay.adults, stay.kids) === null) {
    issues.push({
      path: 'adults',
      key: 'validation.tooManyGuests',
      params: { max: partyCapacity(rules.roomType) },
    });
  }
  return issues;
}

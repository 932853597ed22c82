import { nightsBetween } from '@hotel/shared/stay-dates';
import { MAX_GUESTS } from './flow-limits';

export interface StayInput {
  arrival: string;
  departure: string;
  adults: number;
  kids: number;
}

export interface StayRules {
  today: string;
  minStay: number;
  maxStay: number;
}

/** An i18n key with its values, translated where it is shown (it follows a language switch). */
export interface StayMessage {
  key: string;
  values?: Record<string, number>;
}

export type StayIssues = Partial<Record<'arrival' | 'departure' | 'guests', StayMessage>>;

function isGuestCount(value: number, min: number) {
  return Number.isInteger(value) && value >= min && value <= MAX_GUESTS;
}

/**
 * The checks the API makes on a stay (public availability and booking), with the same message
 * keys, so the visitor reads the same words before and after asking the server.
 */
export function checkStay(stay: StayInput, rules: StayRules): StayIssues {
  const issues: StayIssues = {};
  if (!stay.arrival) issues.arrival = { key: 'validation.arrivalRequired' };
  else if (stay.arrival < rules.today) issues.arrival = { key: 'validation.arrivalInPast' };
  if (!stay.departure) issues.departure = { key: 'validation.departureRequired' };
  else if (stay.arrival) {
    const nights = nightsBetween(stay.arrival, stay.departure);
    if (nights < rules.minStay) {
      issues.departure = { key: 'validation.minimumStay', values: { days: rules.minStay } };
    } else if (nights > rules.maxStay) {
      issues.departure = { key: 'validation.stayTooLong', values: { max: rules.maxStay } };
    }
  }
  if (!isGuestCount(stay.adults, 1) || !isGuestCount(stay.kids, 0)) {
    issues.guests = { key: 'validation.guestsInvalid' };
  }
  return issues;
}

import ical from 'ical-generator';
import type { Language } from '@hotel/shared/i18n/messages';

/** What a held night is called in the feed: never who holds it (no guest data at all). */
const BUSY_SUMMARY: Record<Language, string> = { de: 'Belegt', en: 'Blocked' };
const ROOM: Record<Language, string> = { de: 'Zimmer', en: 'Room' };

export interface HeldPeriod {
  id: string;
  /** [arrival, departure): the departure day is free again, so it is DTEND (exclusive). */
  arrival: string;
  departure: string;
  updatedAt: Date;
}

const utcMidnight = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * One room's availability as iCalendar (RFC 5545): an all-day VEVENT per stay or block holding
 * it, with a UID stable per booking so subscribers update rather than duplicate. ical-generator
 * writes CRLF lines folded at 75 octets and escapes text.
 */
export function availabilityCalendar(options: {
  roomNumber: string;
  uidDomain: string;
  language: Language;
  periods: HeldPeriod[];
}): string {
  const calendar = ical({
    prodId: { company: 'Hotel PMS', product: 'Room availability', language: 'EN' },
    name: `${ROOM[options.language]} ${options.roomNumber}`,
  });
  for (const period of options.periods) {
    calendar.createEvent({
      id: `booking-${period.id}@${options.uidDomain}`,
      start: utcMidnight(period.arrival),
      end: utcMidnight(period.departure),
      allDay: true,
      summary: BUSY_SUMMARY[options.language],
      // Without METHOD, DTSTAMP is when the event last changed (RFC 5545 3.8.7.2): the
      // feed's text, and so its ETag, stays the same until a booking changes.
      stamp: period.updatedAt,
    });
  }
  // RFC 5545 ends every content line, the last included, with CRLF.
  return `${calendar.toString()}\r\n`;
}

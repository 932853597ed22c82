import type { PublicBooking } from '@hotel/shared/contracts/public-booking';

/**
 * The stay as an iCalendar file (RFC 5545) the visitor adds to their calendar: an all-day event
 * from arrival to departure (DTEND of a DATE event is exclusive: the departure day is free).
 */

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

const icsDate = (date: string) => date.replaceAll('-', '');

/** 2026-05-12T08:30:00.000Z → 20260512T083000Z */
function icsTimestamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Lines longer than 75 octets continue on the next line after a space (§3.1). */
function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (encoder.encode(current + char).length > limit) {
      parts.push(current);
      current = char;
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export interface IcsBooking {
  booking: Pick<PublicBooking, '_id' | 'number' | 'arrival' | 'departure' | 'hotel'>;
  address: string;
  /** The file's creation time (DTSTAMP). */
  now: Date;
  /** The event's title, e.g. "Hotel Alpenblick – Buchung 1042". */
  summary: string;
}

export function bookingIcs({ booking, address, now, summary }: IcsBooking): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hotel PMS//Public booking page//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:booking-${booking._id}@${booking.hotel.symbol_code}`,
    `DTSTAMP:${icsTimestamp(now)}`,
    `DTSTART;VALUE=DATE:${icsDate(booking.arrival)}`,
    `DTEND;VALUE=DATE:${icsDate(booking.departure)}`,
    `SUMMARY:${escapeIcsText(summary)}`,
    ...(address ? [`LOCATION:${escapeIcsText(address)}`] : []),
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** Saves the file through a temporary link (no server round trip). */
export function downloadIcs(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

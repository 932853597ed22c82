import { describe, expect, it } from 'vitest';
import { bookingIcs, escapeIcsText } from '@/features/public-page/flow/booking-ics';

describe('booking calendar file', () => {
  it('is an all-day event from arrival to departure, with CRLF lines', () => {
    const text = bookingIcs({
      booking: {
        _id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01',
        number: 1042,
        arrival: '2027-05-12',
        departure: '2027-05-14',
        hotel: { _id: 'h1', symbol_code: 'alpenblick', name: 'Hotel Alpenblick' },
      },
      address: 'Dorfstraße 1, 6100 Seefeld; Tirol',
      now: new Date('2026-11-24T08:30:05.123Z'),
      summary: 'Hotel Alpenblick – Buchung 1042',
    });
    expect(text).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Hotel PMS//Public booking page//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:booking-9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c01@alpenblick',
        'DTSTAMP:20261124T083005Z',
        'DTSTART;VALUE=DATE:20270512',
        'DTEND;VALUE=DATE:20270514',
        'SUMMARY:Hotel Alpenblick – Buchung 1042',
        'LOCATION:Dorfstraße 1\\, 6100 Seefeld\\; Tirol',
        'TRANSP:TRANSPARENT',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it('escapes text values and folds long lines at 75 octets', () => {
    expect(escapeIcsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const text = bookingIcs({
      booking: {
        _id: 'id',
        number: 1,
        arrival: '2027-05-12',
        departure: '2027-05-13',
        hotel: { _id: 'h1', symbol_code: 'alpenblick', name: 'x' },
      },
      address: '',
      now: new Date('2026-11-24T00:00:00Z'),
      summary: 'Ü'.repeat(60),
    });
    const lines = text.split('\r\n');
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const summary = lines.filter(
      (line, index) => line.startsWith('SUMMARY:') || (index > 0 && line.startsWith(' ')),
    );
    expect(summary.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(
      `SUMMARY:${'Ü'.repeat(60)}`,
    );
    expect(text).not.toContain('LOCATION');
  });
});

import { describe, expect, it } from 'vitest';
import { checkInDueAt, messageLanguage, outsideQuietHours, sendTime } from './scheduling-rules';

const berlin = { checkInTime: '15:00', timeZone: 'Europe/Berlin' };
const at = (iso: string) => new Date(iso);

describe('checkInDueAt', () => {
  it('is check-in time on the hotel wall clock minus the hours in advance', () => {
    // 15:00 CEST on 1 July is 13:00 UTC; 24 hours earlier.
    expect(checkInDueAt('2026-07-01', berlin, 24)).toEqual(at('2026-06-30T13:00:00Z'));
    expect(
      checkInDueAt('2026-07-01', { checkInTime: '14:00', timeZone: 'America/New_York' }, 2),
    ).toEqual(at('2026-07-01T16:00:00Z'));
  });

  it('counts real hours across the spring and autumn clock changes in Berlin', () => {
    // Arrival on 29 March 2026 (clocks go forward that night): 15:00 CEST = 13:00 UTC.
    expect(checkInDueAt('2026-03-29', berlin, 24)).toEqual(at('2026-03-28T13:00:00Z'));
    // Arrival on 25 October 2026 (clocks go back): 15:00 CET = 14:00 UTC.
    expect(checkInDueAt('2026-10-25', berlin, 24)).toEqual(at('2026-10-24T14:00:00Z'));
  });
});

describe('quiet hours and sending time', () => {
  it('moves an SMS due between 21:00 and 08:00 hotel time to the next 08:00, across DST', () => {
    // 21:30 CET on 28 March → 08:00 CEST on 29 March (06:00 UTC).
    expect(outsideQuietHours(at('2026-03-28T20:30:00Z'), 'Europe/Berlin')).toEqual(
      at('2026-03-29T06:00:00Z'),
    );
    // 05:00 CET on 25 October (after the change) → 08:00 CET the same day.
    expect(outsideQuietHours(at('2026-10-25T04:00:00Z'), 'Europe/Berlin')).toEqual(
      at('2026-10-25T07:00:00Z'),
    );
    // 20:59 stays.
    expect(outsideQuietHours(at('2026-07-01T18:59:00Z'), 'Europe/Berlin')).toEqual(
      at('2026-07-01T18:59:00Z'),
    );
  });

  it('sends a past due time now, an email even in the quiet hours', () => {
    const now = at('2026-07-01T20:00:00Z'); // 22:00 in Berlin
    const due = at('2026-07-01T08:00:00Z');
    expect(sendTime('email', due, now, 'Europe/Berlin')).toEqual(now);
    expect(sendTime('sms', due, now, 'Europe/Berlin')).toEqual(at('2026-07-02T06:00:00Z'));
    const later = at('2026-07-03T10:00:00Z');
    expect(sendTime('email', later, now, 'Europe/Berlin')).toEqual(later);
  });
});

describe('messageLanguage', () => {
  it('takes the guest language when offered, else the hotel default', () => {
    expect(messageLanguage('en', ['de', 'en'], 'de')).toBe('en');
    expect(messageLanguage('EN-gb', ['de', 'en'], 'de')).toBe('en');
    expect(messageLanguage('en', ['de'], 'de')).toBe('de');
    expect(messageLanguage('fr', ['de', 'en'], 'en')).toBe('en');
    expect(messageLanguage('', ['de', 'en'], 'de')).toBe('de');
  });
});

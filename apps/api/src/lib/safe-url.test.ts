import { describe, expect, it } from 'vitest';
import { safeUrl } from './logger-options';

describe('safeUrl (what request logs show of an address)', () => {
  it('hides the secret token of a channel address, whatever the query holds', () => {
    expect(safeUrl('/api/channel/ical/SECRET.ics')).toBe('/api/channel/ical/[redacted].ics');
    expect(safeUrl('/api/channel/ical/SECRET.ics?from=a/b')).toBe(
      '/api/channel/ical/[redacted].ics?from=[redacted]',
    );
    expect(safeUrl('/api/channel/smoobu/webhook/SECRET/')).toBe(
      '/api/channel/smoobu/webhook/[redacted]/',
    );
    expect(safeUrl('/api/channel/roomraccoon/ota/SECRET?x=/y/z')).toBe(
      '/api/channel/roomraccoon/ota/[redacted]?x=[redacted]',
    );
  });

  it('keeps other paths and hides every query value', () => {
    expect(safeUrl('/api/booking/42?search=Müller&page=2')).toBe(
      '/api/booking/42?search=[redacted]&page=[redacted]',
    );
    expect(safeUrl('/api/hotel')).toBe('/api/hotel');
  });
});

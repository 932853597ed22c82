import { describe, expect, it } from 'vitest';
import { webEntryHtml, webEntryOf } from './web-entries';

describe('webEntryOf', () => {
  it('gives the public page and the guest app their own entries', () => {
    expect(webEntryOf('/public/alpenblick')).toBe('public');
    expect(webEntryOf('/public')).toBe('public');
    expect(webEntryOf('/guest_app/alpenblick/login')).toBe('guest-app');
    expect(webEntryHtml('/guest_app/alpenblick')).toBe('guest-app.html');
    expect(webEntryHtml('/public/alpenblick')).toBe('public.html');
  });

  it('leaves every other path, including look-alike prefixes, to the staff app', () => {
    expect(webEntryOf('/')).toBe('staff');
    expect(webEntryOf('/bookings/12')).toBe('staff');
    expect(webEntryOf('/publications')).toBe('staff');
    expect(webEntryOf('/guest_apps')).toBe('staff');
    expect(webEntryHtml('/calendar')).toBe('index.html');
  });
});

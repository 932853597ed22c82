import { describe, expect, it } from 'vitest';
import { matchPath } from '@/lib/page-router/match-path';

describe('matchPath', () => {
  it('matches static segments and named parameters, decoded', () => {
    expect(matchPath('/public/:hotel', '/public/alpenblick')).toEqual({ hotel: 'alpenblick' });
    expect(matchPath('/public/:hotel', '/public/caf%C3%A9%20am%20See')).toEqual({
      hotel: 'café am See',
    });
    expect(matchPath('/public/:hotel', '/public/alpenblick/')).toEqual({ hotel: 'alpenblick' });
    expect(matchPath('/public/:hotel', '/PUBLIC/Alpenblick')).toEqual({ hotel: 'Alpenblick' });
  });

  it('refuses paths with fewer, more or other segments', () => {
    expect(matchPath('/public/:hotel', '/public')).toBeNull();
    expect(matchPath('/public/:hotel', '/public/alpenblick/rooms')).toBeNull();
    expect(matchPath('/public/:hotel', '/guest_app/alpenblick')).toBeNull();
    expect(matchPath('/guest_app', '/guest_app/alpenblick')).toBeNull();
  });

  it('matches an optional parameter with and without its segment', () => {
    const login = '/guest_app/:hotel?/login';
    expect(matchPath(login, '/guest_app/alpenblick/login')).toEqual({ hotel: 'alpenblick' });
    expect(matchPath(login, '/guest_app/login')).toEqual({});
    expect(matchPath(login, '/guest_app/login/login')).toEqual({ hotel: 'login' });
    expect(matchPath(login, '/guest_app/alpenblick')).toBeNull();

    const booking = '/guest_app/:hotel?/:booking';
    expect(matchPath(booking, '/guest_app/alpenblick/b-17')).toEqual({
      hotel: 'alpenblick',
      booking: 'b-17',
    });
    expect(matchPath(booking, '/guest_app/b-17')).toEqual({ booking: 'b-17' });
    expect(matchPath(booking, '/guest_app')).toBeNull();
  });

  it('keeps a malformed escape as it is instead of failing', () => {
    expect(matchPath('/public/:hotel', '/public/%E0%A4%A')).toEqual({ hotel: '%E0%A4%A' });
  });
});

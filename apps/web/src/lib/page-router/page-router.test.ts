import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteError, notFound } from '@/lib/route-errors';
import { resolveGuards } from '@/lib/routing/resolve-guards';
import {
  createPageRouter,
  matchRoute,
  RouteRedirect,
  type PageRoute,
  type PageRouterState,
} from '@/lib/page-router/page-router';

const Page = () => null;
const page = async () => Page;

function shownPath(state: PageRouterState) {
  return state.phase === 'ready' ? state.match.route.path : state.phase;
}

describe('matchRoute', () => {
  it('takes the first route that matches, with its params, path and query', () => {
    const routes: PageRoute[] = [
      { path: '/guest_app/:hotel?/login' },
      { path: '/guest_app/:hotel' },
      { path: '/guest_app/:hotel?/:booking' },
    ];
    const match = (href: string) => matchRoute(routes, new URL(href, 'http://x'));
    expect(match('/guest_app/login?a=1')).toMatchObject({
      route: routes[0],
      params: {},
      pathname: '/guest_app/login',
      search: '?a=1',
    });
    expect(match('/guest_app/alpenblick')).toMatchObject({ route: routes[1] });
    expect(match('/guest_app/alpenblick/b-1')).toMatchObject({
      route: routes[2],
      params: { hotel: 'alpenblick', booking: 'b-1' },
    });
    expect(match('/public/alpenblick')).toBeNull();
  });
});

describe('createPageRouter', () => {
  beforeEach(() => window.history.replaceState(null, '', '/public/alpenblick'));
  afterEach(() => vi.restoreAllMocks());

  it('shows the route of the address once its data is loaded, then follows navigations', async () => {
    const loaded: string[] = [];
    const router = createPageRouter({
      entry: 'public',
      namespaces: ['app'],
      routes: [
        {
          path: '/public/:hotel',
          page,
          load: async ({ params }) => void loaded.push(params.hotel ?? ''),
        },
        { path: '/public/:hotel/rooms', page },
      ],
    });
    const started = router.start();
    expect(router.getState()).toEqual({ phase: 'loading' });
    await started;
    expect(router.getState()).toMatchObject({
      phase: 'ready',
      Page,
      match: { params: { hotel: 'alpenblick' } },
    });
    expect(loaded).toEqual(['alpenblick']);

    await router.navigate('/public/alpenblick/rooms');
    expect(window.location.pathname).toBe('/public/alpenblick/rooms');
    expect(shownPath(router.getState())).toBe('/public/:hotel/rooms');
  });

  it('shows a 404 for an unknown path and the error a load throws', async () => {
    const router = createPageRouter({
      entry: 'public',
      namespaces: [],
      routes: [{ path: '/public/:hotel', page, load: async () => notFound() }],
    });
    await router.start();
    const state = router.getState();
    expect(state.phase === 'error' && state.error).toBeInstanceOf(RouteError);
    expect(state).toMatchObject({ error: { status: 404 } });

    await router.navigate('/public');
    expect(router.getState()).toMatchObject({ phase: 'error', error: { status: 404 } });
    expect(window.location.pathname).toBe('/public');
  });

  it("follows a guard's redirect, replacing the address, and a redirect thrown by a load", async () => {
    const router = createPageRouter({
      entry: 'guest-app',
      namespaces: [],
      resolveGuards,
      guardContext: ({ params, pathname }) => ({
        user: null,
        membership: null,
        hasGuestToken: false,
        guestAppHotel: params.hotel ?? null,
        pathname,
      }),
      routes: [
        { path: '/guest_app/:hotel?/login', guards: ['guestAppAuth'], page },
        {
          path: '/guest_app/old',
          load: async () => Promise.reject(new RouteRedirect('/guest_app/x/login')),
        },
        { path: '/guest_app/:hotel', guards: ['guestAppAuth'], page },
      ],
    });
    window.history.replaceState(null, '', '/guest_app/alpenblick');
    const historyLength = window.history.length;
    await router.start();
    expect(window.location.pathname).toBe('/guest_app/alpenblick/login');
    expect(shownPath(router.getState())).toBe('/guest_app/:hotel?/login');
    expect(window.history.length).toBe(historyLength);

    await router.navigate('/guest_app/old');
    expect(window.location.pathname).toBe('/guest_app/x/login');
  });

  it('shows only the latest of overlapping navigations', async () => {
    let finishSlow: () => void = () => undefined;
    const router = createPageRouter({
      entry: 'public',
      namespaces: [],
      routes: [
        {
          path: '/public/slow',
          page,
          load: () => new Promise<void>((resolve) => (finishSlow = resolve)),
        },
        { path: '/public/:hotel', page },
      ],
    });
    await router.start();
    const slow = router.navigate('/public/slow');
    await router.navigate('/public/fast');
    finishSlow();
    await slow;
    expect(window.location.pathname).toBe('/public/fast');
    expect(router.getState()).toMatchObject({ match: { params: { hotel: 'fast' } } });
  });

  it("goes back with the browser's back button", async () => {
    const router = createPageRouter({
      entry: 'public',
      namespaces: [],
      routes: [{ path: '/public/:hotel', page }],
    });
    await router.start();
    await router.navigate('/public/seeblick');
    const shown = new Promise<void>((resolve) => router.subscribe(resolve));
    window.history.back();
    await shown;
    expect(router.getState()).toMatchObject({ match: { params: { hotel: 'alpenblick' } } });
  });

  it("leaves for another entry's path with a full page load", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const router = createPageRouter({ entry: 'public', namespaces: [], routes: [] });
    await router.navigate('/login');
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/login`);
  });
});

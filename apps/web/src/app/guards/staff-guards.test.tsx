import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  type Params,
  type RouteObject,
} from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { RouteErrorPage } from '@/components/shell/route-error-page';
import { loadStaffGuardContext } from '@/app/guards/staff-guard-context';
import { buildRoutes } from '@/lib/routing/build-routes';
import type { SessionUser } from '@hotel/shared/contracts/user';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { makeHotel, makeMembership, makeUser } from '@/test/fixtures';
import { setupMswServer } from '@/test/msw-server';

const server = setupMswServer();

const routes: RouteObject[] = [
  {
    Component: Outlet,
    ErrorBoundary: RouteErrorPage,
    // As in the app's router: what shows while the first guards load (react-router warns without).
    HydrateFallback: () => null,
    children: [
      { path: 'login', handle: { guards: ['guest'] }, Component: () => <p>login form</p> },
      {
        handle: { guards: ['auth'] },
        Component: Outlet,
        children: [
          { index: true, Component: () => <p>dashboard</p> },
          {
            path: 'settings/hotel',
            handle: { guards: ['permission:manageHotel'] },
            Component: () => <p>hotel settings</p>,
          },
          { path: 'broken', handle: { guards: ['x'] }, Component: () => <p>never</p> },
          {
            path: 'rooms/:id',
            handle: { isValid: ({ id }: Params) => /^\d+$/.test(id ?? '') },
            Component: () => <p>room</p>,
          },
        ],
      },
    ],
  },
];

function signIn(user: SessionUser) {
  useSessionStore.getState().setToken('token-1');
  server.use(
    http.get('*/api/auth/user', () => HttpResponse.json(user)),
    http.get('*/api/hotel', () => HttpResponse.json([makeHotel()])),
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes(routes, loadStaffGuardContext), {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('guarded routes', () => {
  beforeEach(async () => {
    queryClient.clear();
    useSessionStore.getState().clearToken();
    await changeLanguage('en');
  });

  it('renders the 500 page for an unknown guard', async () => {
    signIn(makeUser());
    renderAt('/broken');
    expect((await screen.findByTestId('error-status')).textContent).toBe('500');
    expect(screen.getByTestId('error-message').textContent).toBe('Unknown middleware x');
  });

  it('renders 403 with the permission text and the ending for a member without it', async () => {
    signIn(
      makeUser({
        memberships: [
          makeMembership({
            role: 'member',
            group: { _id: 'g', name: 'Reception', permissions: ['viewBookings'] },
          }),
        ],
      }),
    );
    renderAt('/settings/hotel');
    expect((await screen.findByTestId('error-status')).textContent).toBe('403');
    expect(screen.getByTestId('error-title').textContent).toBe(
      'You are not allowed to manage the hotel. Please ask the owner of the hotel for access.',
    );
  });

  it('lets the owner in', async () => {
    signIn(makeUser());
    renderAt('/settings/hotel');
    expect(await screen.findByText('hotel settings')).toBeTruthy();
  });

  it('redirects a signed-in user away from guest-only pages, and a signed-out one to /login', async () => {
    signIn(makeUser());
    const router = renderAt('/login');
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends signed-out people to /login', async () => {
    const router = renderAt('/settings/hotel');
    expect(await screen.findByText('login form')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows 404 when a route param fails its validity check', async () => {
    signIn(makeUser());
    renderAt('/rooms/abc');
    expect((await screen.findByTestId('error-status')).textContent).toBe('404');
    expect(screen.getByTestId('error-title').textContent).toBe('This page could not be found');
  });
});

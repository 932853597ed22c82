import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PlatformStats } from '@hotel/shared/contracts/admin';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { setupMswServer } from '@/test/msw-server';
import { AdminDashboardPage } from './admin-dashboard-page';

const server = setupMswServer();

const stats: PlatformStats = {
  hotels: 12,
  users: 48,
  superAdmins: 2,
  unconfirmedUsers: 3,
  emailsInOutbox: 1500,
  bookingsToday: 7,
  bookingsThisMonth: 130,
  arrivalsToday: 9,
  problems: { failedJobs: 2, failedDeliveries: 5, channelErrors: 1, locksDown: 0, openErrors: 4 },
  transports: {
    email: 'outbox',
    sms: { default: 'outbox', hotelsWithSeven: 2, hotelsWithTwilio: 1 },
    payments: 'test',
  },
};

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/admin/dashboard', Component: AdminDashboardPage },
      { path: '*', Component: () => <p>elsewhere</p> },
    ],
    { initialEntries: ['/admin/dashboard'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('admin dashboard', () => {
  beforeEach(async () => {
    queryClient.clear();
    await changeLanguage('de');
  });

  it('shows the counts, the problems with links to their pages and the transports', async () => {
    server.use(http.get('*/api/admin/stats', () => HttpResponse.json(stats)));
    renderPage();
    expect((await screen.findByTestId('stat-hotels')).textContent).toBe('12');
    expect(screen.getByTestId('stat-bookingsToday').textContent).toBe('7');
    expect(screen.getByTestId('stat-bookingsThisMonth').textContent).toBe('130');
    expect(screen.getByTestId('stat-arrivalsToday').textContent).toBe('9');
    expect(screen.getByTestId('stat-emailsInOutbox').textContent).toBe('1.500');

    expect(screen.getByTestId('problem-failedJobs').getAttribute('href')).toBe(
      '/admin/error_log?kind=job',
    );
    expect(screen.getByTestId('problem-failedDeliveries').getAttribute('href')).toBe(
      '/admin/guest_notification?status=failed',
    );
    expect(screen.getByTestId('problem-channelErrors').getAttribute('href')).toBe(
      '/admin/hotel?problem=channels',
    );
    expect(screen.getByTestId('problem-locksDown').getAttribute('href')).toBe(
      '/admin/hotel?problem=locks',
    );
    expect(screen.getByTestId('problem-openErrors').getAttribute('href')).toBe('/admin/error_log');
    expect(screen.getByTestId('problem-failedDeliveries-count').textContent).toBe('5');
    expect(screen.queryByTestId('problems-all-clear')).toBeNull();

    const email = screen.getByTestId('transport-email');
    expect(email.textContent).toContain('Postausgang');
    expect(within(email).getByText('Testmodus')).toBeTruthy();
    expect(within(screen.getByTestId('transport-payments')).getByText('Testmodus')).toBeTruthy();
    expect(screen.getByTestId('transport-sms').textContent).toContain('2 × seven.io, 1 × Twilio');
  });

  it('says all clear without problems, and no test mode for SMTP and Stripe', async () => {
    server.use(
      http.get('*/api/admin/stats', () =>
        HttpResponse.json({
          ...stats,
          problems: {
            failedJobs: 0,
            failedDeliveries: 0,
            channelErrors: 0,
            locksDown: 0,
            openErrors: 0,
          },
          transports: { ...stats.transports, email: 'smtp', payments: 'stripe' },
        } satisfies PlatformStats),
      ),
    );
    await changeLanguage('en');
    renderPage();
    expect((await screen.findByTestId('problems-all-clear')).textContent).toContain('All clear');
    expect(screen.getByTestId('transport-email').textContent).toContain('SMTP server');
    expect(screen.queryByTestId('transport-email-test-mode')).toBeNull();
    expect(screen.queryByTestId('transport-payments-test-mode')).toBeNull();
  });

  it('follows a problem to its page', async () => {
    server.use(http.get('*/api/admin/stats', () => HttpResponse.json(stats)));
    const router = renderPage();
    await userEvent.click(await screen.findByTestId('problem-failedJobs'));
    expect(router.state.location.pathname).toBe('/admin/error_log');
    expect(router.state.location.search).toBe('?kind=job');
  });

  it('shows the error with a retry that loads again', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/admin/stats', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { statusCode: 403, code: 'FORBIDDEN', message: 'Keine Berechtigung' },
              { status: 403 },
            )
          : HttpResponse.json(stats);
      }),
    );
    renderPage();
    const alert = await screen.findByTestId('admin-dashboard-error');
    expect(alert.textContent).toContain('Keine Berechtigung');
    await userEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect((await screen.findByTestId('stat-users')).textContent).toBe('48');
  });
});

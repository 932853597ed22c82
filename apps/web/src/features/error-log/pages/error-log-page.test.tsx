import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ErrorGroup, ErrorGroupDetail, ErrorLogPage } from '@hotel/shared/contracts/error-log';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { makeHotel, makeUser } from '@/test/fixtures';
import { setupMswServer } from '@/test/msw-server';
import { ErrorLogPage as ErrorLogPageView } from './error-log-page';

const server = setupMswServer();
const HOTEL_ID = '40000000-0000-4000-8000-000000000001';
const now = Date.now();

function makeGroup(overrides: Partial<ErrorGroup> = {}): ErrorGroup {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'job',
    source: 'email.send',
    title: 'SMTP refused [email]',
    count: 3,
    firstSeenAt: new Date(now - 5 * 60 * 60 * 1000).toISOString(),
    lastSeenAt: new Date(now - 2 * 60 * 60 * 1000).toISOString(),
    resolvedAt: null,
    resolvedBy: null,
    lastHotel: { id: HOTEL_ID, name: 'Hotel Ahorn' },
    ...overrides,
  };
}

let groups: ErrorGroup[];
let requests: URLSearchParams[];
let updates: unknown[];

function renderPage(url: string) {
  useSessionStore.getState().setToken('token-1');
  server.use(
    http.get('*/api/auth/user', () => HttpResponse.json(makeUser({ superAdmin: true }))),
    http.get('*/api/hotel', () =>
      HttpResponse.json([makeHotel({ _id: HOTEL_ID, name: 'Hotel Ahorn' })]),
    ),
    http.get('*/api/admin/error_log', ({ request }) => {
      const search = new URL(request.url).searchParams;
      requests.push(search);
      const status = search.get('status');
      const items = groups.filter(
        (group) =>
          (!search.get('kind') || group.kind === search.get('kind')) &&
          (status === 'all' || (status === 'resolved') === (group.resolvedAt !== null)),
      );
      return HttpResponse.json({
        items,
        total: items.length,
        page: 1,
        limit: 20,
      } satisfies ErrorLogPage);
    }),
    http.get('*/api/admin/error_log/:id', ({ params }) => {
      const group = groups.find((item) => item.id === params.id)!;
      return HttpResponse.json({
        group,
        occurrences: [
          {
            id: 'o1',
            requestId: 'req-42',
            method: null,
            route: null,
            statusCode: null,
            hotel: { id: HOTEL_ID, name: 'Hotel Ahorn' },
            user: null,
            message: group.title,
            stack: 'Error: SMTP refused\n    at send (mail.ts:10:5)',
            context: { jobId: 'j1', attempts: 3 },
            occurredAt: group.lastSeenAt,
          },
        ],
      } satisfies ErrorGroupDetail);
    }),
    http.put('*/api/admin/error_log/:id', async ({ request, params }) => {
      const body = (await request.json()) as { resolved: boolean };
      updates.push(body);
      groups = groups.map((group) =>
        group.id === params.id
          ? {
              ...group,
              resolvedAt: body.resolved ? new Date().toISOString() : null,
              resolvedBy: body.resolved ? { id: 'u1', email: 'admin@example.com' } : null,
            }
          : group,
      );
      const group = groups.find((item) => item.id === params.id)!;
      return HttpResponse.json({ group, occurrences: [] } satisfies ErrorGroupDetail);
    }),
  );
  const router = createMemoryRouter([{ path: '/admin/error_log', Component: ErrorLogPageView }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

const titles = () =>
  screen.queryAllByTestId('error-group-title').map((element) => element.textContent);

describe('error log page', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    queryClient.clear();
    requests = [];
    updates = [];
    groups = [
      makeGroup(),
      makeGroup({
        id: '00000000-0000-4000-8000-000000000002',
        kind: 'server',
        source: 'GET /api/booking/:id',
        title: 'Cannot read properties of undefined',
        count: 1,
        lastHotel: null,
      }),
    ];
  });

  it('reads the kind from the address and filters by kind and period', async () => {
    const router = renderPage('/admin/error_log?kind=job');
    await screen.findByText('SMTP refused [email]');
    expect(titles()).toEqual(['SMTP refused [email]']);
    expect(requests[0]!.get('kind')).toBe('job');
    expect(requests[0]!.get('status')).toBe('open');
    const from = Date.parse(requests[0]!.get('from')!);
    expect(now - from).toBeGreaterThan(29 * 24 * 60 * 60 * 1000);
    const group = screen.getByTestId('error-group');
    expect(group.textContent).toContain('3 times');
    expect(group.textContent).toContain('email.send');
    expect(group.textContent).toContain('Hotel Ahorn');
    expect(within(group).getByTestId('error-group-kind').textContent).toBe('Job');

    await userEvent.click(within(screen.getByTestId('error-log-filter-kind')).getByRole('button'));
    await userEvent.click(await screen.findByRole('option', { name: 'All kinds' }));
    await screen.findByText('Cannot read properties of undefined');
    expect(router.state.location.search).toBe('');

    await userEvent.click(within(screen.getByTestId('error-log-filter-range')).getByRole('button'));
    await userEvent.click(await screen.findByRole('option', { name: 'Last 24 hours' }));
    await screen.findByText('SMTP refused [email]');
    const last = requests.at(-1)!;
    expect(now - Date.parse(last.get('from')!)).toBeLessThan(25 * 60 * 60 * 1000);
    expect(router.state.location.search).toBe('?range=24h');
  });

  it('shows the empty state when no group matches the status', async () => {
    renderPage('/admin/error_log?kind=job');
    await screen.findByText('SMTP refused [email]');
    await userEvent.click(
      within(screen.getByTestId('error-log-filter-status')).getByRole('button'),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Resolved' }));
    expect((await screen.findByTestId('error-log-empty')).textContent).toContain(
      'No errors — good.',
    );
  });

  it('opens a group to its occurrences and marks it resolved, then reopens it', async () => {
    renderPage('/admin/error_log?kind=job&status=all');
    const group = await screen.findByTestId('error-group');
    await userEvent.click(within(group).getByRole('button', { name: 'Show occurrences' }));
    const occurrence = await within(group).findByTestId('error-occurrence');
    expect(within(occurrence).getByTestId('error-occurrence-request-id').textContent).toBe(
      'req-42',
    );
    expect(within(occurrence).getByTestId('error-occurrence-stack').textContent).toContain(
      'at send (mail.ts:10:5)',
    );

    await userEvent.click(within(group).getByRole('button', { name: 'Mark resolved' }));
    expect(await screen.findByText('Marked as resolved.')).toBeTruthy();
    expect(updates).toEqual([{ resolved: true }]);
    const resolved = await within(screen.getByTestId('error-group')).findByTestId(
      'error-group-resolved',
    );
    expect(resolved.textContent).toBe('Resolved by admin@example.com');

    await userEvent.click(
      within(screen.getByTestId('error-group')).getByRole('button', { name: 'Reopen' }),
    );
    await screen.findByText('Opened again.');
    expect(updates).toEqual([{ resolved: true }, { resolved: false }]);
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { NO_SYNC_COUNTS, type SyncJob, type SyncStatus } from '@hotel/shared/contracts/sync';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { makeHotel } from '@/test/fixtures';
import { setupMswServer } from '@/test/msw-server';
import { SYNC_POLL_MS } from '@/features/hotels/api/get-sync-status';
import { SyncPanel } from './sync-panel';

const server = setupMswServer();
type ChannelStatus = SyncStatus['channels'][number];
const CONFLICT_BOOKING = '33333333-3333-4333-8333-333333333333';

function makeJob(overrides: Partial<SyncJob> = {}): SyncJob {
  return {
    _id: 'job-1',
    channel: 'smoobu',
    status: 'succeeded',
    error: null,
    reason: null,
    trigger: 'manual',
    counts: NO_SYNC_COUNTS,
    createdAt: '2031-05-02T08:00:00.000Z',
    finishedAt: '2031-05-02T08:00:01.000Z',
    ...overrides,
  };
}

function makeChannel(overrides: Partial<ChannelStatus> = {}): ChannelStatus {
  return {
    channel: 'smoobu',
    isConnected: true,
    details: {},
    lastSuccessAt: null,
    nextRunAt: null,
    counts: NO_SYNC_COUNTS,
    lastErrors: [],
    issues: [],
    lastJob: null,
    ...overrides,
  };
}

/** Renders the tab against a server whose status is the next of `statuses` (the last repeats). */
function renderPanel(statuses: SyncStatus[], onPut?: () => void) {
  useSessionStore.setState({ currentHotelId: 'hotel-1' });
  let served = 0;
  server.use(
    http.get('*/api/hotel/sync', () =>
      HttpResponse.json(statuses[Math.min(served++, statuses.length - 1)]),
    ),
    http.put('*/api/hotel/sync', () => {
      onPut?.();
      return HttpResponse.json({ jobs: [makeJob({ status: 'queued', finishedAt: null })] });
    }),
    // Its dates read the hotel's way, so the panel loads the hotel.
    http.get('*/api/hotel/hotel-1', () => HttpResponse.json(makeHotel({ _id: 'hotel-1' }))),
  );
  const router = createMemoryRouter(
    [
      { path: '/', Component: SyncPanel },
      { path: '*', Component: () => <p>elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function lastSyncOf(channel: ChannelStatus) {
  renderPanel([{ channels: [channel] }]);
  return (await screen.findByTestId('sync-last')).textContent;
}

describe('the last sync of a channel', () => {
  beforeEach(() => queryClient.clear());

  it('shows a skipped job with its reason in English', async () => {
    await changeLanguage('en');
    const job = makeJob({ status: 'skipped', reason: 'channel_worker_unavailable' });
    expect(await lastSyncOf(makeChannel({ lastJob: job }))).toMatch(
      /^Skipped on .*2031.*: synchronizing this channel is not available yet · started by hand$/,
    );
  });

  it('shows a skipped job with its reason in German', async () => {
    await changeLanguage('de');
    const job = makeJob({ status: 'skipped', reason: 'no_channel_connected' });
    expect(await lastSyncOf(makeChannel({ isConnected: false, lastJob: job }))).toMatch(
      /^Übersprungen am .*2031.*: kein Kanal ist verbunden · von Hand gestartet$/,
    );
  });

  it('says that RoomRaccoon has nothing to fetch, and when it runs instead', async () => {
    await changeLanguage('en');
    const job = makeJob({
      channel: 'roomraccoon',
      status: 'skipped',
      reason: 'channel_pushes_only',
      trigger: 'schedule',
    });
    expect(await lastSyncOf(makeChannel({ channel: 'roomraccoon', lastJob: job }))).toMatch(
      /RoomRaccoon sends its reservations itself; there is nothing to fetch · scheduled$/,
    );
    expect(screen.getByTestId('sync-next-run').textContent).toBe(
      'Whenever RoomRaccoon sends a reservation',
    );
  });

  it('shows what a finished run did and why a failed one failed', async () => {
    await changeLanguage('en');
    const job = makeJob({
      status: 'failed',
      trigger: 'schedule',
      error: 'Smoobu: cannot connect',
      counts: { created: 2, updated: 1, canceled: 0, conflicts: 1, errors: 1 },
    });
    expect(await lastSyncOf(makeChannel({ lastJob: job }))).toMatch(
      /^Failed on .*2031.* · scheduled · created 2, updated 1, canceled 0, conflicts 1, errors 1 · Smoobu: cannot connect$/,
    );
  });
});

describe('the synchronization tab', () => {
  beforeEach(async () => {
    queryClient.clear();
    await changeLanguage('en');
  });

  it('shows per channel its results, errors in words and what waits, with links to resolve it', async () => {
    const user = userEvent.setup();
    const router = renderPanel([
      {
        channels: [
          makeChannel({
            details: { customer_id: '4711' },
            lastSuccessAt: '2031-05-02T08:00:00.000Z',
            nextRunAt: '2031-05-02T08:15:00.000Z',
            counts: { created: 12, updated: 4, canceled: 2, conflicts: 1, errors: 3 },
            lastErrors: [{ at: '2031-05-02T07:45:00.000Z', message: 'Smoobu: incorrect API key' }],
            issues: [
              {
                _id: '11111111-1111-4111-8111-111111111111',
                kind: 'conflict',
                externalId: '9001',
                guestName: 'Jana Novak',
                arrival: '2031-05-10',
                departure: '2031-05-12',
                channelUnit: 'Seeblick',
                booking: { _id: CONFLICT_BOOKING, number: 88 },
                updatedAt: '2031-05-02T08:00:00.000Z',
              },
              {
                _id: '22222222-2222-4222-8222-222222222222',
                kind: 'unmapped',
                externalId: '9002',
                guestName: 'Tom Berg',
                arrival: '2031-06-01',
                departure: '2031-06-03',
                channelUnit: 'Penthouse',
                booking: null,
                updatedAt: '2031-05-02T08:00:00.000Z',
              },
            ],
          }),
          makeChannel({ channel: 'roomraccoon', isConnected: false }),
        ],
      },
    ]);
    const smoobu = await screen.findByTestId('sync-channel-smoobu');
    const card = within(smoobu);
    expect(card.getByTestId('sync-connection').textContent).toBe('Connected');
    expect(card.getByTestId('sync-detail-customer_id').textContent).toBe('4711');
    expect(card.getByTestId('sync-last-success').textContent).toMatch(/2031/);
    expect(card.getByTestId('sync-next-run').textContent).toMatch(/2031/);
    expect(card.getByTestId('sync-count-created').textContent).toBe('12');
    expect(card.getByTestId('sync-count-conflicts').textContent).toBe('1');
    expect(card.getByTestId('sync-count-errors').textContent).toBe('3');
    expect(card.getByTestId('sync-errors').textContent).toMatch(/2031.*Smoobu: incorrect API key/);

    const [conflict, unmapped] = card.getAllByTestId('sync-issue');
    expect(conflict!.textContent).toContain('Jana Novak');
    expect(conflict!.textContent).toContain('Overlaps a booking; waits unassigned');
    expect(unmapped!.textContent).toContain('Apartment Penthouse is not mapped');
    expect(within(unmapped!).getByRole('link', { name: 'Map apartments' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/plugins\/smoobu\?step=apartments$/),
    );

    // RoomRaccoon is not connected: the card leads to its setup and shows no empty numbers.
    const roomRaccoon = within(screen.getByTestId('sync-channel-roomraccoon'));
    expect(roomRaccoon.getByTestId('sync-connection').textContent).toBe('Not connected');
    expect(roomRaccoon.queryByTestId('sync-counts')).toBeNull();
    expect(roomRaccoon.getByRole('link', { name: 'Set up RoomRaccoon' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/integrations\/roomraccoon$/),
    );

    await user.click(within(conflict!).getByRole('link', { name: 'Open booking 88' }));
    expect(router.state.location.pathname).toBe(`/booking/${CONFLICT_BOOKING}`);
  });

  it('lists an unmapped RoomRaccoon room type with a link to its mapping', async () => {
    renderPanel([
      {
        channels: [
          makeChannel({
            channel: 'roomraccoon',
            issues: [
              {
                _id: '22222222-2222-4222-8222-222222222222',
                kind: 'unmapped',
                externalId: 'RR-7',
                guestName: '',
                arrival: '2031-06-01',
                departure: '2031-06-03',
                channelUnit: 'DBL',
                booking: null,
                updatedAt: '2031-05-02T08:00:00.000Z',
              },
            ],
          }),
        ],
      },
    ]);
    const issue = await screen.findByTestId('sync-issue');
    expect(issue.textContent).toContain('Room type DBL is not mapped');
    expect(issue.textContent).toContain('No guest name');
    expect(within(issue).getByRole('link', { name: 'Map room types' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/integrations\/roomraccoon$/),
    );
  });

  it('offers to connect Smoobu when no channel is connected and does not sync', async () => {
    renderPanel([{ channels: [makeChannel({ isConnected: false })] }]);
    expect(await screen.findByRole('link', { name: 'Connect Smoobu' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/plugins\/smoobu$/),
    );
    expect(screen.getByTestId('sync-no-channel')).toBeTruthy();
    expect(screen.getByTestId('sync-now').hasAttribute('disabled')).toBe(true);
  });

  it('after "Sync now" keeps asking until the run ended, and then shows its result', async () => {
    const user = userEvent.setup();
    let puts = 0;
    const idle = makeChannel({ lastJob: makeJob({ finishedAt: '2031-05-01T08:00:01.000Z' }) });
    const queued = makeChannel({ lastJob: makeJob({ status: 'queued', finishedAt: null }) });
    const done = makeChannel({
      lastSuccessAt: '2031-05-02T08:00:01.000Z',
      counts: { ...NO_SYNC_COUNTS, created: 1 },
      lastJob: makeJob({ counts: { ...NO_SYNC_COUNTS, created: 1 } }),
    });
    renderPanel([{ channels: [idle] }, { channels: [queued] }, { channels: [done] }], () => puts++);
    await user.click(await screen.findByTestId('sync-now'));
    expect(await screen.findByText('Waiting for the sync to finish …')).toBeTruthy();
    expect(puts).toBe(1);
    expect(
      await screen.findByText(/created 1, updated 0/, {}, { timeout: SYNC_POLL_MS * 3 }),
    ).toBeTruthy();
    expect(screen.getByTestId('sync-count-created').textContent).toBe('1');
    expect(screen.queryByText('Waiting for the sync to finish …')).toBeNull();
  });
});

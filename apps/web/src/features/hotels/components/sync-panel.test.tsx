import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { NO_SYNC_COUNTS, type SyncJob, type SyncStatus } from '@hotel/shared/contracts/sync';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { makeHotel } from '@/test/fixtures';
import { setupMswServer } from '@/test/msw-server';
import { SyncPanel } from './sync-panel';

const server = setupMswServer();

function skippedJob(reason: SyncJob['reason']): SyncJob {
  return {
    _id: 'job-1',
    channel: 'smoobu',
    status: 'skipped',
    error: null,
    reason,
    trigger: 'manual',
    counts: NO_SYNC_COUNTS,
    createdAt: '2031-05-02T08:00:00.000Z',
    finishedAt: '2031-05-02T08:00:01.000Z',
  };
}

async function renderLastSync(isConnected: boolean, lastJob: SyncJob) {
  useSessionStore.setState({ currentHotelId: 'hotel-1' });
  const status: SyncStatus = {
    channels: [
      {
        channel: 'smoobu',
        isConnected,
        details: {},
        lastSuccessAt: null,
        nextRunAt: null,
        counts: NO_SYNC_COUNTS,
        lastErrors: [],
        issues: [],
        lastJob,
      },
    ],
  };
  server.use(
    http.get('*/api/hotel/sync', () => HttpResponse.json(status)),
    // Its dates read the hotel's way, so the panel loads the hotel.
    http.get('*/api/hotel/hotel-1', () => HttpResponse.json(makeHotel({ _id: 'hotel-1' }))),
  );
  render(
    <QueryClientProvider client={queryClient}>
      <SyncPanel />
    </QueryClientProvider>,
  );
  return (await screen.findByTestId('sync-last')).textContent;
}

describe('the last sync of a channel', () => {
  beforeEach(() => queryClient.clear());

  it('shows a skipped job with its reason in English', async () => {
    await changeLanguage('en');
    expect(await renderLastSync(true, skippedJob('channel_worker_unavailable'))).toMatch(
      /^Skipped on .*2031.*: synchronising this channel is not available yet$/,
    );
  });

  it('shows a skipped job with its reason in German', async () => {
    await changeLanguage('de');
    expect(await renderLastSync(false, skippedJob('no_channel_connected'))).toMatch(
      /^Übersprungen am .*2031.*: kein Kanal ist verbunden$/,
    );
  });
});

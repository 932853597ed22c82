import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicAvailability } from '@hotel/shared/contracts/public-booking';
import { changeLanguage } from '@/lib/i18n';
import type { FlowStep } from '@/features/public-page/flow/booking-flow';
import { INACTIVITY_MS, InactivityPrompt } from '@/features/public-page/flow/inactivity-prompt';
import { setupMswServer } from '@/test/msw-server';
import {
  DOUBLE_ROOM_ID,
  makeFlowState,
  makePublicHotel,
  makePublicRoomType,
  renderFlow,
} from '@/test/public-flow';

const server = setupMswServer();
const hotel = makePublicHotel();
const CALENDAR_KEY = ['public-page', 'calendar', 'alpenblick', '2027-05'];

function serveAvailability(available: number) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/public/available_rooms', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      const answer: PublicAvailability = {
        arrival: '2027-05-12',
        departure: '2027-05-14',
        nights: 2,
        adults: 2,
        kids: 0,
        currency: 'EUR',
        roomTypes:
          available > 0
            ? [
                {
                  roomType: makePublicRoomType(),
                  available,
                  price: {
                    nights: 2,
                    perNight: 12000,
                    room: 24000,
                    perNightLines: [],
                    total: 24000,
                  },
                },
              ]
            : [],
      };
      return HttpResponse.json(answer);
    }),
  );
  return asked;
}

function renderPrompt(step: FlowStep = 'details') {
  const rendered = renderFlow({
    hotel,
    state: makeFlowState({ step }),
    steps: {},
    extra: (flow) => <InactivityPrompt hotel={hotel} flow={flow} />,
  });
  return rendered;
}

const idle = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('inactivity prompt', () => {
  beforeEach(async () => {
    await changeLanguage('de');
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());

  it('asks after ten minutes without input; any input starts the ten minutes again', async () => {
    renderPrompt();
    await idle(INACTIVITY_MS - 60_000);
    fireEvent.keyDown(window, { key: 'a' });
    await idle(INACTIVITY_MS - 60_000);
    fireEvent.scroll(window);
    await idle(INACTIVITY_MS - 60_000);
    expect(screen.queryByRole('dialog')).toBeNull();

    await idle(60_000);
    const dialog = screen.getByRole('dialog', { name: 'Sind Sie noch da?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ja, weiter' }));
    // One button: Tab stays on it, inside the dialog.
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ja, weiter' }));
  });

  it('continuing refreshes availability and closes when the room is still free', async () => {
    const asked = serveAvailability(2);
    const { queryClient } = renderPrompt('payment');
    await idle(INACTIVITY_MS);
    // A calendar month the dates step loaded (set now: unused queries are collected meanwhile).
    queryClient.setQueryData(CALENDAR_KEY, { days: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Ja, weiter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(queryClient.getQueryState(CALENDAR_KEY)?.isInvalidated).toBe(true);
    expect(asked.map((query) => Object.fromEntries(query))).toEqual([
      {
        hotel: 'alpenblick',
        arrival: '2027-05-12',
        departure: '2027-05-14',
        guests: '2',
        kids: '0',
      },
    ]);
  });

  it('Escape continues too', async () => {
    serveAvailability(1);
    renderPrompt('services');
    await idle(INACTIVITY_MS);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when the chosen room type went meanwhile and offers the rooms', async () => {
    serveAvailability(0);
    const { visited } = renderPrompt('details');
    await idle(INACTIVITY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Ja, weiter' }));
    expect(
      await screen.findByRole('dialog', { name: 'Ihr Zimmer ist nicht mehr frei' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Anderes Zimmer wählen' }));
    expect(visited.at(-1)).toMatchObject({ step: 'rooms', roomType: DOUBLE_ROOM_ID });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on the rooms step only refreshes (no room chosen yet to check)', async () => {
    const asked = serveAvailability(0);
    renderPrompt('rooms');
    await idle(INACTIVITY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Ja, weiter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(asked).toEqual([]);
  });

  it('never asks on the dates step or after booking', async () => {
    renderPrompt('dates');
    await idle(INACTIVITY_MS * 2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

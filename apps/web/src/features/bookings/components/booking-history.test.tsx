import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BookingHistoryEntry } from '@hotel/shared/contracts/bookings';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { makeHotel } from '@/test/fixtures';
import { setupMswServer } from '@/test/msw-server';
import { BookingHistory } from './booking-history';

const server = setupMswServer();
const user = { _id: null, name: 'Anna Berger' };
const actor = { kind: 'staff' as const, name: 'Anna Berger' };

const entries: BookingHistoryEntry[] = [
  {
    _id: 'h1',
    action: 'payment_added',
    user,
    actor,
    changes: [
      {
        field: 'payment',
        from: null,
        to: { number: 3, method: 'bank_transfer', amount: 5000, currency: 'EUR', status: 'paid' },
      },
    ],
    createdAt: '2026-12-01T10:00:00.000Z',
  },
  {
    _id: 'h2',
    action: 'payment_status',
    user,
    actor,
    changes: [
      {
        field: 'payment',
        from: { number: 4, status: 'pending' },
        to: { number: 4, status: 'paid' },
      },
    ],
    createdAt: '2026-12-01T11:00:00.000Z',
  },
  {
    _id: 'h3',
    action: 'payment_status',
    user,
    actor,
    changes: [
      {
        field: 'payment',
        from: { number: 5, grantsRoomAccess: false },
        to: { number: 5, grantsRoomAccess: true },
      },
    ],
    createdAt: '2026-12-01T12:00:00.000Z',
  },
];

const stayEdit: BookingHistoryEntry = {
  _id: 'h4',
  action: 'updated',
  user,
  actor,
  changes: [
    {
      field: 'roomType',
      from: { _id: 'rt1', name: 'Double' },
      to: { _id: 'rt2', name: 'Suite' },
    },
    { field: 'room', from: null, to: { _id: 'r1', number: '101' } },
    {
      field: 'services',
      from: [],
      to: [
        { _id: 's1', name: 'Breakfast' },
        { _id: 's2', name: 'Parking' },
      ],
    },
    {
      field: 'mainGuest',
      from: { _id: 'g1', firstName: 'Eva', lastName: 'Huber' },
      to: { _id: 'g2', firstName: 'Max', lastName: 'Huber' },
    },
  ],
  createdAt: '2026-12-01T13:00:00.000Z',
};

function renderHistory(shown: BookingHistoryEntry[] = entries) {
  useSessionStore.setState({ currentHotelId: 'hotel-1' });
  server.use(http.get('*/api/hotel/*', () => HttpResponse.json(makeHotel())));
  render(
    <QueryClientProvider client={queryClient}>
      <BookingHistory entries={shown} />
    </QueryClientProvider>,
  );
  return screen.getByTestId('booking-history').textContent;
}

describe('booking history of payments', () => {
  beforeEach(() => queryClient.clear());

  it('reads as sentences in English', async () => {
    await changeLanguage('en');
    const text = renderHistory();
    expect(text).toContain('Payment 3: €50.00 (Bank transfer), paid');
    expect(text).toContain('Payment 4: pending → paid');
    expect(text).toContain('Payment 5 now grants room access');
  });

  it('reads as sentences in German', async () => {
    await changeLanguage('de');
    const text = renderHistory();
    // Intl puts a no-break space between amount and €.
    expect(text).toMatch(/Zahlung 3: 50,00\s€ \(Überweisung\), bezahlt/);
    expect(text).toContain('Zahlung 4: ausstehend → bezahlt');
    expect(text).toContain('Zahlung 5 gibt jetzt Zimmerzugang frei');
  });
});

describe('booking history of a stay edit', () => {
  beforeEach(() => queryClient.clear());

  it('names the records as they read then, several services joined, in the given order', async () => {
    await changeLanguage('en');
    renderHistory([stayEdit, ...entries]);
    const lines = [...screen.getByTestId('booking-history').querySelectorAll('ul > li')].map(
      (line) => line.textContent,
    );
    expect(lines).toEqual([
      'Room type: Double → Suite',
      'Room: — → 101',
      'Services: — → Breakfast, Parking',
      'Main guest: Eva Huber → Max Huber',
    ]);
    const payments = screen
      .getAllByText(/^Payment \d/)
      .map((line) => line.textContent?.slice(0, 9));
    // The API sends the history newest first; the oldest payment entry stays last.
    expect(payments).toEqual(['Payment 3', 'Payment 4', 'Payment 5']);
  });
});

describe('who made a change', () => {
  beforeEach(() => queryClient.clear());

  const by = (
    id: string,
    actorOf: BookingHistoryEntry['actor'],
    userOf: BookingHistoryEntry['user'] = null,
  ): BookingHistoryEntry => ({
    _id: id,
    action: 'created',
    user: userOf,
    actor: actorOf,
    changes: [],
    createdAt: '2026-12-01T10:00:00.000Z',
  });
  const shown = [
    by('a1', { kind: 'staff', name: 'Anna Berger' }, user),
    by('a2', { kind: 'guest', name: 'Eva Huber' }),
    by('a3', { kind: 'api_key', name: 'Website' }),
    by('a4', { kind: 'system', name: 'public_page' }),
    by('a5', { kind: 'system', name: 'smoobu' }),
    by('a6', { kind: 'system', name: 'roomraccoon' }),
    by('a7', { kind: 'system', name: 'csv_import' }),
    by('a8', { kind: 'system', name: 'scheduler' }),
    by('a9', null),
  ];
  const actors = () =>
    [...screen.getByTestId('booking-history').querySelectorAll('li > p:nth-child(2)')].map(
      (line) => line.textContent?.split(' · ')[1],
    );

  it('names staff, guests, API keys and system sources in English', async () => {
    await changeLanguage('en');
    renderHistory(shown);
    expect(actors()).toEqual([
      'Anna Berger',
      'Eva Huber (guest)',
      "API key 'Website'",
      'Public booking page',
      'Smoobu',
      'RoomRaccoon',
      'CSV import',
      'System',
      'System',
    ]);
  });

  it('names them in German', async () => {
    await changeLanguage('de');
    renderHistory(shown);
    expect(actors()).toEqual([
      'Anna Berger',
      'Eva Huber (Gast)',
      'API-Schlüssel „Website“',
      'Öffentliche Buchungsseite',
      'Smoobu',
      'RoomRaccoon',
      'CSV-Import',
      'System',
      'System',
    ]);
  });
});

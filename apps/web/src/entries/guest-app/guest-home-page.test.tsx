import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { GuestBookingSummary } from '@hotel/shared/contracts/guest-app';
import { GUEST_DISPLAYED_STATUSES, type GuestDisplayedStatus } from '@hotel/shared/guest-app';
import {
  HOTEL_ID,
  makeBookingSummary,
  useGuestAppConfigApi,
} from '@/features/guest-app/test/guest-app-fixtures';
import { renderGuestApp } from '@/test/guest-app';
import { setupMswServer } from '@/test/msw-server';

const server = setupMswServer();
configure({ asyncUtilTimeout: 4000 });

/** Seven current stays (one per displayed status, and one more), no past ones. */
const ACTIVE_STATUSES: GuestDisplayedStatus[] = [...GUEST_DISPLAYED_STATUSES, 'confirmed'];
const ACTIVE: GuestBookingSummary[] = ACTIVE_STATUSES.map((status, index) =>
  makeBookingSummary({
    _id: `3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e1${index}`,
    number: 2001 + index,
    status,
    room: index === 1 ? null : { _id: '0d5c1c8e-6f37-4b43-8f4e-1a2b3c4d5e99', number: '204' },
  }),
);

function useBookingsApi() {
  const requests: URLSearchParams[] = [];
  useGuestAppConfigApi(server);
  server.use(
    http.get(`*/api/guest_app/${HOTEL_ID}/bookings`, async ({ request }) => {
      // Long enough for the skeleton to be seen.
      await delay(100);
      const query = new URL(request.url).searchParams;
      requests.push(query);
      const all = query.get('bookingType') === 'active' ? ACTIVE : [];
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      const items = all.slice((page - 1) * limit, page * limit);
      return HttpResponse.json({ items, total: all.length, page, limit });
    }),
  );
  return { requests };
}

describe('guest home', () => {
  it('lists the current stays five to a page with their status, dates and room', async () => {
    const user = userEvent.setup();
    const { requests } = useBookingsApi();
    renderGuestApp('/guest_app/alpenblick');

    expect(await screen.findByTestId('guest-stays-loading')).toBeTruthy();
    const cards = await screen.findAllByTestId('guest-stay-card');
    expect(cards).toHaveLength(5);
    expect(requests[0]?.toString()).toBe('bookingType=active&limit=5&page=1');
    expect(
      screen.getByRole('tab', { name: 'Aktuell & bevorstehend' }).getAttribute('aria-selected'),
    ).toBe('true');
    const statuses = screen
      .getAllByTestId('guest-booking-status')
      .map((badge) => badge.textContent);
    expect(statuses).toEqual([
      'Zahlung offen',
      'Wartet auf Bestätigung',
      'Bestätigt',
      'Eingecheckt',
      'Abgeschlossen',
    ]);
    const first = within(cards[0]!);
    expect(first.getByText('Buchung 2001')).toBeTruthy();
    expect(first.getByText(/12\.05\.2030 – 14\.05\.2030/)).toBeTruthy();
    expect(first.getByText(/2 Nächte/)).toBeTruthy();
    expect(first.getByText('Doppelzimmer')).toBeTruthy();
    expect(first.getByText('Zimmer 204')).toBeTruthy();
    expect(within(cards[1]!).getByText('Zimmer wird noch zugeteilt')).toBeTruthy();
    expect(cards[0]!.getAttribute('href')).toBe(`/guest_app/alpenblick/${ACTIVE[0]!._id}`);

    expect(screen.getByText('Seite 1 von 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Seite 2 von 2')).toBeTruthy();
    const statusesShown = () =>
      screen.getAllByTestId('guest-booking-status').map((badge) => badge.textContent);
    await waitFor(() => expect(statusesShown()).toEqual(['Storniert', 'Bestätigt']));
    expect(window.location.search).toBe('?page=2');
    expect((screen.getByRole('button', { name: 'Weiter' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows the past stays in their tab, with an empty state', async () => {
    const user = userEvent.setup();
    const { requests } = useBookingsApi();
    renderGuestApp('/guest_app/alpenblick');

    await screen.findAllByTestId('guest-stay-card');
    await user.click(screen.getByRole('tab', { name: 'Vergangen' }));
    expect(await screen.findByText('Noch keine vergangenen Aufenthalte')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Vergangen' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(requests.at(-1)?.toString()).toBe('bookingType=history&limit=5&page=1');
    expect(window.location.search).toBe('?stays=history');

    // The arrow keys move between the tabs.
    screen.getByRole('tab', { name: 'Vergangen' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findAllByTestId('guest-stay-card')).toHaveLength(5);
    expect(document.activeElement).toBe(
      screen.getByRole('tab', { name: 'Aktuell & bevorstehend' }),
    );
  });

  it('goes back to the first page from one past the end', async () => {
    useBookingsApi();
    renderGuestApp('/guest_app/alpenblick?page=9');
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(await screen.findAllByTestId('guest-stay-card')).toHaveLength(5);
    expect(screen.getByText('Seite 1 von 2')).toBeTruthy();
  });

  it("wears the hotel's accent colour", async () => {
    useBookingsApi();
    renderGuestApp('/guest_app/alpenblick');
    await screen.findAllByTestId('guest-stay-card');
    const layout = document.querySelector<HTMLElement>('[style*="--guest-accent"]');
    expect(layout?.style.getPropertyValue('--guest-accent')).toBe('#0f766e');
    expect(layout?.style.getPropertyValue('--guest-accent-text')).toBe('#ffffff');
  });
});

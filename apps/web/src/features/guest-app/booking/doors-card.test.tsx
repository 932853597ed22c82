import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { GuestBooking } from '@hotel/shared/contracts/guest-app';
import type { GuestAccess } from '@hotel/shared/contracts/locks';
import {
  BOOKING_ID,
  HOTEL_ID,
  makeGuestBooking,
  makePayment,
  useGuestAppConfigApi,
} from '@/features/guest-app/test/guest-app-fixtures';
import { renderGuestApp } from '@/test/guest-app';
import { setupMswServer } from '@/test/msw-server';

const server = setupMswServer();
configure({ asyncUtilTimeout: 4000 });

const BOOKING_PATH = `/guest_app/alpenblick/${BOOKING_ID}`;
const API = `*/api/guest_app/${HOTEL_ID}`;
const ROOM = { _id: '6e5d4c3b-2a19-4807-b6a5-948372615001', name: 'Zimmer 204', kind: 'room' };
const ENTRANCE = {
  _id: '6e5d4c3b-2a19-4807-b6a5-948372615002',
  name: 'Haupteingang',
  kind: 'entrance',
};

function withAccess(access: Partial<GuestAccess>, overrides: Partial<GuestBooking> = {}) {
  const booking = makeGuestBooking(overrides);
  return { ...booking, access: { ...booking.access, ...access } } as GuestBooking;
}

/** The booking and its door calls as the API answers them; `opened` records each call. */
function useDoorApi(
  initial: GuestBooking,
  door: () => Response = () => HttpResponse.json({ opened: true, at: '2030-05-12T14:00:00.000Z' }),
) {
  let booking = initial;
  const opened: string[] = [];
  const switched: unknown[] = [];
  useGuestAppConfigApi(server);
  server.use(
    http.get(`${API}/bookings/${BOOKING_ID}`, () => HttpResponse.json(booking)),
    http.get(`${API}/:call/:lockId`, ({ params, request }) => {
      opened.push(
        `${String(params.call)} ${String(params.lockId)} ${new URL(request.url).searchParams.get('booking')}`,
      );
      return door();
    }),
    http.put(`${API}/bookings/${BOOKING_ID}/switch_access_method`, async ({ request }) => {
      const body = (await request.json()) as { method: 'code' | 'app' };
      switched.push(body);
      booking = {
        ...booking,
        accessMethod: body.method,
        accessCode: body.method === 'app' ? null : '4711',
      };
      return HttpResponse.json(booking);
    }),
  );
  return { opened, switched };
}

describe('the doors card', () => {
  it(
    'opens each door with its own button, room first, and says when it is open',
    { timeout: 15000 },
    async () => {
      const calls = useDoorApi(withAccess({ doors: [ROOM, ENTRANCE] } as Partial<GuestAccess>));
      renderGuestApp(BOOKING_PATH);

      const doors = await screen.findAllByTestId('guest-door');
      expect(
        doors.map((door) => within(door).getByRole('button').getAttribute('aria-label')),
      ).toEqual(['Tür öffnen: Zimmer 204', 'Tür öffnen: Haupteingang']);
      await userEvent.click(
        within(doors[0]!).getByRole('button', { name: 'Tür öffnen: Zimmer 204' }),
      );
      expect(await within(doors[0]!).findByText('Tür ist offen')).toBeTruthy();
      await userEvent.click(
        within(doors[1]!).getByRole('button', { name: 'Tür öffnen: Haupteingang' }),
      );
      await within(doors[1]!).findByText('Tür ist offen');
      expect(calls.opened).toEqual([
        `lock ${ROOM._id} ${BOOKING_ID}`,
        `entrance_lock ${ENTRANCE._id} ${BOOKING_ID}`,
      ]);
      // "Door open" gives way to the button again after a few seconds.
      await within(doors[0]!).findByRole(
        'button',
        { name: 'Tür öffnen: Zimmer 204' },
        { timeout: 7000 },
      );
      // The code still shows: opening from the app comes on top of it.
      expect(screen.getByTestId('guest-access-code').textContent).toBe('4711');
    },
  );

  it("shows the server's refusal and keeps the guest signed in", async () => {
    useDoorApi(withAccess({ doors: [ROOM] } as Partial<GuestAccess>), () =>
      HttpResponse.json(
        {
          statusCode: 403,
          code: 'LOCK_ACCESS_DENIED',
          message: 'Diese Tür gehört nicht zu Ihrem Aufenthalt',
        },
        { status: 403 },
      ),
    );
    renderGuestApp(BOOKING_PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Tür öffnen: Zimmer 204' }));
    expect((await screen.findByTestId('guest-door-error')).textContent).toBe(
      'Diese Tür gehört nicht zu Ihrem Aufenthalt',
    );
    expect(window.location.pathname).toBe(BOOKING_PATH);
    expect(screen.queryByLabelText('Handynummer')).toBeNull();
  });

  it('before the window says when the doors open, and offers no button', async () => {
    useDoorApi(withAccess({ state: 'pending', doors: [ROOM] } as Partial<GuestAccess>));
    renderGuestApp(BOOKING_PATH);
    expect((await screen.findByTestId('guest-doors-note')).textContent).toBe(
      'Ihre Türen öffnen sich per App ab 12.05.2030, 15:00 Uhr.',
    );
    expect(screen.queryByRole('button', { name: /Tür öffnen/ })).toBeNull();
  });

  it('with an open payment says so and leads to the payments', async () => {
    useDoorApi(
      withAccess(
        { state: 'access_denied', reason: 'payment_open', doors: [] },
        {
          accessMethod: 'app',
          accessCode: null,
          accessGranted: false,
          payments: [makePayment({ status: 'new', paidAt: null })],
        },
      ),
    );
    renderGuestApp(BOOKING_PATH);
    expect((await screen.findByTestId('guest-doors-note')).textContent).toBe(
      'Ihre Türen öffnen sich, sobald die offene Zahlung beglichen ist.',
    );
    expect(screen.getByRole('link', { name: 'Zu den Zahlungen' }).getAttribute('href')).toBe(
      '#guest-payments',
    );
  });

  it('switches to opening from the app, which hides the code, and back', async () => {
    const calls = useDoorApi(withAccess({ doors: [ROOM] } as Partial<GuestAccess>));
    renderGuestApp(BOOKING_PATH);
    const appOption = await screen.findByRole('radio', { name: 'Per App öffnen' });
    expect(screen.getByRole('radio', { name: 'Code' })).toHaveProperty('checked', true);
    await userEvent.click(appOption);
    await waitFor(() => expect(screen.queryByTestId('guest-access-code')).toBeNull());
    expect(screen.getByRole('radio', { name: 'Per App öffnen' })).toHaveProperty('checked', true);
    expect(
      screen.getByText('Ihre Türen öffnen sich nur per App; der Zugangscode ist ausgeschaltet.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Code' }));
    expect((await screen.findByTestId('guest-access-code')).textContent).toBe('4711');
    expect(calls.switched).toEqual([{ method: 'app' }, { method: 'code' }]);
  });

  it('is not there when the hotel has no door that opens from the app', async () => {
    useDoorApi(makeGuestBooking());
    renderGuestApp(BOOKING_PATH);
    await screen.findByTestId('guest-access-code');
    expect(screen.queryByRole('heading', { name: 'Türen' })).toBeNull();
  });
});

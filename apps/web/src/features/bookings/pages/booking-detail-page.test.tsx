import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@hotel/shared/contracts/bookings';
import type { RegistrationForm } from '@hotel/shared/contracts/guest-app';
import type { SessionUser } from '@hotel/shared/contracts/user';
import { ConfirmDialogHost } from '@/components/ui/confirm-dialog-host';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { makeHotel, makeMembership, makeUser } from '@/test/fixtures';
import { setupMswServer } from '@/test/msw-server';
import { BookingDetailPage } from './booking-detail-page';

const server = setupMswServer();
const ID = '11111111-1111-4111-8111-111111111111';
const guest = {
  _id: '44444444-4444-4444-8444-444444444444',
  firstName: 'Eva',
  lastName: 'Huber',
  email: 'eva@example.test',
  mobile: '+49 170 1',
  company: '',
  vip: false,
};

function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    _id: ID,
    number: 42,
    status: 'checked_in',
    source: 'manual',
    roomType: {
      _id: '22222222-2222-4222-8222-222222222222',
      name: 'Doppelzimmer',
      shortCode: 'DZ',
    },
    room: null,
    mainGuest: guest,
    guests: [guest],
    arrival: '2026-12-01',
    departure: '2026-12-04',
    nights: 3,
    adults: 2,
    kids: 0,
    extraBeds: 0,
    services: [],
    price: 36000,
    computedPrice: 36000,
    isPriceOverridden: false,
    accessCode: '482913',
    notice: '',
    selfCheckInCompleted: false,
    externalRef: null,
    kind: 'stay',
    channelConflict: false,
    version: 3,
    history: [
      {
        _id: '55555555-5555-4555-8555-555555555555',
        action: 'status',
        user: { _id: null, name: 'Anna Berger' },
        actor: { kind: 'staff', name: 'Anna Berger' },
        changes: [{ field: 'status', from: 'pending', to: 'checked_in' }],
        createdAt: '2026-12-01T14:00:00.000Z',
      },
    ],
    payments: [],
    paidAmount: 0,
    openAmount: 36000,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-12-01T14:00:00.000Z',
    ...overrides,
  };
}

function renderAs(
  user: SessionUser,
  booking: Booking,
  options: { refuseCheckIn?: boolean; registration?: RegistrationForm } = {},
) {
  useSessionStore.getState().setToken('token-1');
  useSessionStore.setState({ currentHotelId: 'hotel-1' });
  let current = booking;
  const statusBodies: unknown[] = [];
  const selfCheckInBodies: unknown[] = [];
  const pdfRequests: (string | null)[] = [];
  server.use(
    http.get(`*/api/booking/${ID}/registration`, () =>
      options.registration
        ? HttpResponse.json(options.registration)
        : HttpResponse.json(
            { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' },
            { status: 404 },
          ),
    ),
    http.get(`*/api/booking/${ID}/registration.pdf`, ({ request }) => {
      pdfRequests.push(request.headers.get('authorization'));
      return new HttpResponse(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="meldeschein-42.pdf"',
        },
      });
    }),
    http.put(`*/api/booking/${ID}/self_check_in`, async ({ request }) => {
      const body = (await request.json()) as { completed: boolean };
      selfCheckInBodies.push(body);
      current = {
        ...current,
        selfCheckInCompleted: body.completed,
        version: current.version + 1,
        history: [
          {
            _id: '66666666-6666-4666-8666-666666666666',
            action: 'self_check_in',
            user: { _id: null, name: 'Anna Berger' },
            actor: { kind: 'staff', name: 'Anna Berger' },
            changes: [{ field: 'selfCheckInCompleted', from: !body.completed, to: body.completed }],
            createdAt: '2026-12-01T15:00:00.000Z',
          },
          ...current.history,
        ],
      };
      return HttpResponse.json(current);
    }),
    http.get('*/api/auth/user', () => HttpResponse.json(user)),
    http.get('*/api/hotel', () => HttpResponse.json([makeHotel()])),
    http.get('*/api/hotel/*', () => HttpResponse.json(makeHotel())),
    http.get('*/api/room_type', () => HttpResponse.json([])),
    http.get('*/api/room', () => HttpResponse.json([])),
    http.get('*/api/service', () => HttpResponse.json([])),
    http.get('*/api/booking/availability', () => HttpResponse.json({ roomTypes: [] })),
    http.get(`*/api/booking/${ID}`, () => HttpResponse.json(current)),
    http.get('*/api/guest_notification', () => HttpResponse.json({ items: [] })),
    http.get(`*/api/booking/${ID}/access`, () =>
      HttpResponse.json({
        state: 'pending',
        reason: null,
        method: 'code',
        window: { from: '2026-12-01T14:00:00.000Z', until: '2026-12-03T10:00:00.000Z' },
        entranceCode: null,
        sync: { status: 'synced', error: null },
        doors: [],
      }),
    ),
    http.put(`*/api/booking/${ID}/guest`, async ({ request }) => {
      const { guest: mainId } = (await request.json()) as { guest: string };
      current = {
        ...current,
        mainGuest: current.guests.find((item) => item._id === mainId) ?? null,
        version: current.version + 1,
        updatedAt: '2026-12-01T15:00:00.000Z',
      };
      return HttpResponse.json(current);
    }),
    http.put(`*/api/booking/${ID}`, async ({ request }) => {
      const body = (await request.json()) as { notice: string; version?: number };
      if (body.version !== undefined && body.version !== current.version) {
        return HttpResponse.json(
          {
            statusCode: 409,
            code: 'BOOKING_CHANGED',
            message: 'This booking was changed in the meantime. Reload to see the changes.',
          },
          { status: 409 },
        );
      }
      current = {
        ...current,
        notice: body.notice.trim(),
        version: current.version + 1,
        updatedAt: '2026-12-01T16:00:00.000Z',
      };
      return HttpResponse.json(current);
    }),
    http.put('*/api/booking/status', async ({ request }) => {
      statusBodies.push(await request.json());
      if (options.refuseCheckIn) {
        return HttpResponse.json(
          {
            statusCode: 409,
            code: 'ROOM_REQUIRED',
            message: 'Booking 42 has no room yet. Assign a room before checking in.',
          },
          { status: 409 },
        );
      }
      current = makeBooking({ status: 'completed', departure: '2026-12-02', updatedAt: 'x' });
      return HttpResponse.json(current);
    }),
  );
  const router = createMemoryRouter([{ path: '/booking/:id', Component: BookingDetailPage }], {
    initialEntries: [`/booking/${ID}`],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ConfirmDialogHost />
    </QueryClientProvider>,
  );
  /** Another desk saves the booking: a new version this page has not loaded. */
  const changeElsewhere = () => {
    current = { ...current, notice: 'Changed elsewhere', version: current.version + 1 };
  };
  return { statusBodies, selfCheckInBodies, pdfRequests, changeElsewhere };
}

describe('booking detail page', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    queryClient.clear();
  });

  it('checks out only after the confirm dialog, naming the open balance, then offers no more status actions', async () => {
    const { statusBodies } = renderAs(makeUser(), makeBooking());
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toContain('checked in');
    expect(screen.getByTestId('booking-history').textContent).toContain(
      'Status: confirmed → checked in',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Check out' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Check out booking 42 with €360.00 open?',
    });
    expect(dialog.textContent).toContain('€360.00 of €360.00 is not paid yet.');
    expect(dialog.textContent).toContain('sets the departure to today');
    expect(statusBodies).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check out anyway' }));

    await screen.findByText('completed', { selector: '[data-testid="booking-status"]' });
    expect(statusBodies).toEqual([{ id: ID, status: 'completed' }]);
    // Dates read the hotel's way (its setting: dd.mm.yyyy), also in English.
    expect(screen.getByTestId('booking-summary').textContent).toContain('02.12.2026');
    // A final booking is read, not a form: the departure the check-out set.
    expect(screen.getByTestId('stay-departure').textContent).toBe('02.12.2026');
    expect(screen.queryByRole('textbox', { name: 'Note' })).toBeNull();
    expect(screen.queryByTestId('status-actions')).toBeNull();
  });

  it('asks the plain question when the stay is paid', async () => {
    const { statusBodies } = renderAs(
      makeUser(),
      makeBooking({ paidAmount: 36000, openAmount: 0 }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Check out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Check out booking 42?' });
    expect(dialog.textContent).not.toContain('not paid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check out' }));
    await waitFor(() => expect(statusBodies).toEqual([{ id: ID, status: 'completed' }]));
  });

  it('offers to assign a room when the check-in is refused for want of one', async () => {
    const { statusBodies } = renderAs(makeUser(), makeBooking({ status: 'pending', room: null }), {
      refuseCheckIn: true,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Check in' }));

    const refusal = await screen.findByTestId('room-required');
    expect(refusal.textContent).toContain(
      'Booking 42 has no room yet. Assign a room before checking in.',
    );
    expect(statusBodies).toEqual([{ id: ID, status: 'checked_in' }]);
    await userEvent.click(within(refusal).getByRole('button', { name: 'Assign a room' }));
    expect(await screen.findByRole('option', { name: 'Assign later' })).toBeTruthy();
  });

  it('says Auschecken in German, and keeps canceling a small action set apart', async () => {
    await changeLanguage('de');
    renderAs(makeUser(), makeBooking());
    const checkOut = await screen.findByRole('button', { name: 'Auschecken' });
    const cancel = screen.getByRole('button', { name: 'Buchung stornieren' });
    expect(checkOut.hasAttribute('data-secondary-action')).toBe(false);
    expect(cancel.hasAttribute('data-secondary-action')).toBe(true);
    // After a divider, never first: the main action is what a tap at the start reaches.
    const actions = [...screen.getByTestId('status-actions').querySelectorAll('button')];
    expect(actions.at(-1)).toBe(cancel);
  });

  it('does nothing when the cancel confirmation is dismissed', async () => {
    const { statusBodies } = renderAs(makeUser(), makeBooking());
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(statusBodies).toEqual([]);
  });

  it('keeps an unsaved stay edit when the main guest changes, and shows what was saved', async () => {
    const coGuest = { ...guest, _id: '66666666-6666-4666-8666-666666666666', firstName: 'Max' };
    renderAs(makeUser(), makeBooking({ guests: [guest, coGuest] }));
    const notice = await screen.findByRole('textbox', { name: 'Note' });
    await userEvent.type(notice, 'Late arrival  ');

    await userEvent.click(screen.getByRole('button', { name: 'Make Max Huber the main guest' }));
    await screen.findByText('Max Huber · 01.12.2026 – 04.12.2026 · 3 nights');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveProperty('value', 'Late arrival  ');

    await userEvent.click(screen.getByTestId('booking-update'));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Note' })).toHaveProperty('value', 'Late arrival'),
    );
  });

  it('refuses to overwrite a booking changed elsewhere and reloads it on request', async () => {
    const { changeElsewhere } = renderAs(makeUser(), makeBooking());
    const notice = await screen.findByRole('textbox', { name: 'Note' });
    await userEvent.type(notice, 'Mine');
    changeElsewhere();

    await userEvent.click(screen.getByTestId('booking-update'));
    const error = await screen.findByTestId('booking-server-error');
    expect(error.textContent).toContain(
      'This booking was changed in the meantime. Reload to see the changes.',
    );
    await userEvent.click(within(error).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Note' })).toHaveProperty(
        'value',
        'Changed elsewhere',
      ),
    );
    expect(screen.queryByTestId('booking-server-error')).toBeNull();

    // Saving again now sends the version it reloaded.
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), ', then mine');
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), '  ');
    await userEvent.click(screen.getByTestId('booking-update'));
    // The saved booking comes back trimmed.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Note' })).toHaveProperty(
        'value',
        'Changed elsewhere, then mine',
      ),
    );
    expect(screen.queryByTestId('booking-server-error')).toBeNull();
  });

  it('shows a member with only viewBookings everything read-only', async () => {
    const member = makeUser({
      memberships: [
        makeMembership({
          role: 'member',
          group: { _id: 'g1', name: 'Rezeption', permissions: ['viewBookings'] },
        }),
      ],
    });
    renderAs(member, makeBooking());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('access-code').textContent).toContain('482913');
    expect(screen.queryByTestId('status-actions')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generate new code' })).toBeNull();
    expect(screen.queryByTestId('booking-update')).toBeNull();
    // What the booking is, as text to read rather than a disabled form.
    expect(screen.getByTestId('stay-room-type').textContent).toBe('Doppelzimmer');
    expect(screen.getByTestId('stay-room').textContent).toBe('Not assigned yet');
    expect(screen.getByTestId('price-total').textContent).toBe('€360.00');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Room type/ })).toBeNull();
    // The door access card reads too, without its retry.
    expect((await screen.findByTestId('booking-access-state')).textContent).toBe('Planned');
    expect(screen.queryByTestId('booking-access-retry')).toBeNull();
  });
});

const registration: RegistrationForm = {
  _id: '77777777-7777-4777-8777-777777777777',
  bookingId: ID,
  arrival: '2026-12-01',
  departure: '2026-12-04',
  firstNames: 'Eva Maria',
  lastName: 'Huber',
  birthDate: '1984-06-02',
  nationality: 'AT',
  documentNumber: 'P1234567',
  companionCount: 1,
  companionNationalities: ['IT'],
  deleteAfter: '2027-12-04',
  createdAt: '2026-11-30T18:00:00.000Z',
};

describe('booking detail: self check-in', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    queryClient.clear();
  });

  it('confirms the self check-in by hand after the dialog, and the history says so', async () => {
    const { selfCheckInBodies } = renderAs(makeUser(), makeBooking());
    expect((await screen.findByTestId('self-check-in-status')).textContent).toBe(
      'Self check-in not completed',
    );
    expect(await screen.findByTestId('registration-none')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm by hand' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm self check-in?' });
    expect(selfCheckInBodies).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm by hand' }));

    await waitFor(() =>
      expect(screen.getByTestId('self-check-in-status').textContent).toBe(
        'Self check-in completed',
      ),
    );
    expect(selfCheckInBodies).toEqual([{ completed: true }]);
    expect(screen.getByTestId('booking-history').textContent).toContain(
      'Self check-in done: No → Yes',
    );
  });

  it('cancels the confirmation only when the dialog is confirmed', async () => {
    const { selfCheckInBodies } = renderAs(makeUser(), makeBooking({ selfCheckInCompleted: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel confirmation' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Cancel the self check-in?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(selfCheckInBodies).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel confirmation' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Cancel the self check-in?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel confirmation' }));
    await waitFor(() => expect(selfCheckInBodies).toEqual([{ completed: false }]));
    expect(
      (await screen.findByText('Self check-in not completed')).getAttribute('data-testid'),
    ).toBe('self-check-in-status');
  });

  it('shows the registration form on file and downloads its PDF with the staff token', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { pdfRequests } = renderAs(makeUser(), makeBooking({ selfCheckInCompleted: true }), {
      registration,
    });
    const form = await screen.findByTestId('registration-form');
    expect(form.textContent).toContain('Eva Maria');
    expect(form.textContent).toContain('02.06.1984');
    expect(form.textContent).toContain('Austria');
    expect(form.textContent).toContain('P1234567');
    expect(form.textContent).toContain('1: Italy');
    expect(form.textContent).toContain('04.12.2027');

    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(pdfRequests).toEqual(['Bearer token-1']);
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      'meldeschein-42.pdf',
    );
    click.mockRestore();
  });

  it('shows the state without the buttons to a member who may only view', async () => {
    const member = makeUser({
      memberships: [
        makeMembership({
          role: 'member',
          group: { _id: 'g1', name: 'Rezeption', permissions: ['viewBookings'] },
        }),
      ],
    });
    renderAs(member, makeBooking({ selfCheckInCompleted: true }));
    expect((await screen.findByTestId('self-check-in-status')).textContent).toBe(
      'Self check-in completed',
    );
    expect(screen.queryByTestId('self-check-in-toggle')).toBeNull();
  });

  it('says that a channel reservation overlapped a booking and opens the room picker to place it', async () => {
    renderAs(makeUser(), makeBooking({ status: 'new', source: 'smoobu', channelConflict: true }));
    const alert = await screen.findByTestId('channel-conflict');
    expect(alert.textContent).toContain(
      'This reservation from Smoobu overlapped a booking in its room; assign a free room.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Assign a room' }));
    expect(await screen.findByRole('option', { name: 'Assign later' })).toBeTruthy();
  });

  it('tells staff that changes to a Smoobu booking are not sent back to Smoobu', async () => {
    renderAs(makeUser(), makeBooking({ status: 'pending', source: 'smoobu' }));
    expect((await screen.findByTestId('channel-booking-note')).textContent).toBe(
      'This booking came from Smoobu. Changes made here are not sent to Smoobu: cancel it or change its dates there as well.',
    );
    expect(screen.queryByTestId('channel-conflict')).toBeNull();
  });

  it('has no channel note for a desk booking', async () => {
    renderAs(makeUser(), makeBooking({ status: 'pending', source: 'manual' }));
    await screen.findByTestId('status-actions');
    expect(screen.queryByTestId('channel-booking-note')).toBeNull();
  });

  it("shows a channel's blocked period as such, without guest, payment or message sections", async () => {
    renderAs(
      makeUser(),
      makeBooking({
        kind: 'block',
        status: 'pending',
        source: 'smoobu',
        mainGuest: null,
        guests: [],
        price: 0,
        computedPrice: 0,
        openAmount: 0,
        room: { _id: '77777777-7777-4777-8777-777777777777', number: '12' },
      }),
    );
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Blocked period 42');
    expect(screen.getByTestId('block-note').textContent).toContain(
      'Change or remove it at Smoobu: the next sync would undo a change made here.',
    );
    const facts = screen.getByTestId('booking-block-view').textContent;
    expect(facts).toContain('Smoobu');
    expect(facts).toContain('12');
    // Nothing to edit, check in, pay or message: the channel owns the block.
    expect(screen.queryByRole('heading', { name: 'Guests' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Payments' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Messages' })).toBeNull();
    expect(screen.queryByTestId('status-actions')).toBeNull();
    expect(screen.queryByTestId('booking-update')).toBeNull();
    expect(screen.getByTestId('booking-history')).toBeTruthy();
  });

  it('says Sperrzeit for a blocked period in German', async () => {
    await changeLanguage('de');
    renderAs(makeUser(), makeBooking({ kind: 'block', source: 'roomraccoon', mainGuest: null }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Sperrzeit 42');
    expect(screen.getByTestId('block-note').textContent).toContain('Gesperrt von RoomRaccoon');
  });
});

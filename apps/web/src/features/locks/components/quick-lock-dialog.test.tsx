import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lock, LockList, LockOpening } from '@hotel/shared/contracts/locks';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { currentUserQueryOptions } from '@/lib/session/current-user-query';
import { hotelQueryOptions } from '@/lib/session/hotel-query';
import { useSessionStore } from '@/lib/session/session-store';
import { makeHotel, makeMembership, makeUser } from '@/test/fixtures';
import { setupMswServer } from '@/test/msw-server';
import { QuickLockDialog } from './quick-lock-dialog';

const server = setupMswServer();

const entrance: Lock = {
  _id: '10000000-0000-4000-8000-000000000001',
  name: 'Haupteingang',
  hardware: 'bwOnline',
  providerId: 'sim-entrance',
  shared: true,
  room: null,
};
const room101: Lock = {
  _id: '10000000-0000-4000-8000-000000000101',
  name: 'Zimmer 101',
  hardware: 'bwOnline',
  providerId: 'sim-101',
  shared: false,
  room: { _id: '20000000-0000-4000-8000-000000000101', number: '101' },
};
const lockList: LockList = {
  hardware: 'bwOnline',
  provider: 'simulator',
  shared: [entrance],
  rooms: [room101],
};

function opening(overrides: Partial<LockOpening> = {}): LockOpening {
  return {
    _id: '30000000-0000-4000-8000-000000000001',
    lock: { _id: entrance._id, name: entrance.name },
    at: '2026-11-24T08:15:00.000Z',
    actor: { kind: 'staff', name: 'Anna Berger' },
    outcome: 'opened',
    error: null,
    ...overrides,
  };
}

interface Scene {
  list?: () => Response;
  open?: () => Response;
  openings?: LockOpening[];
}

function renderDialog(scene: Scene = {}) {
  useSessionStore.setState({ currentHotelId: 'hotel-1' });
  queryClient.setQueryData(hotelQueryOptions('hotel-1').queryKey, makeHotel());
  const opened: string[] = [];
  let openings = scene.openings ?? [];
  server.use(
    http.get('*/api/lock', () => (scene.list ? scene.list() : HttpResponse.json(lockList))),
    http.get('*/api/lock/openings', () => HttpResponse.json({ openings })),
    http.get('*/api/lock/:id/open', ({ params }) => {
      opened.push(String(params.id));
      const answer = scene.open
        ? scene.open()
        : HttpResponse.json({ opened: true, at: '2026-11-24T13:03:00.000Z' });
      openings = [
        opening({
          _id: `30000000-0000-4000-8000-00000000010${opened.length}`,
          at: '2026-11-24T13:03:00.000Z',
          outcome: answer.ok ? 'opened' : 'failed',
        }),
        ...openings,
      ];
      return answer;
    }),
  );
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <QuickLockDialog onClose={onClose} />
    </QueryClientProvider>,
  );
  return { opened, onClose, dialog: screen.getByRole('dialog') };
}

function isDisabled(button: HTMLElement) {
  return button.hasAttribute('disabled') || button.getAttribute('data-disabled') !== null;
}

describe('quick-lock dialog', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    queryClient.clear();
  });

  it('keeps Open disabled until a door is picked, then opens it and says when', async () => {
    const { opened, dialog } = renderDialog();
    const entrances = await within(dialog).findByRole('group', {
      name: 'Entrances and common doors',
    });
    expect(within(entrances).getByRole('option', { name: 'Haupteingang' })).toBeTruthy();
    const rooms = within(dialog).getByRole('group', { name: 'Rooms' });
    expect(within(rooms).getByRole('option', { name: /Zimmer 101/ })).toBeTruthy();
    const open = within(dialog).getByTestId('quick-lock-open');
    expect(isDisabled(open)).toBe(true);
    await userEvent.click(open);
    expect(opened).toEqual([]);

    await userEvent.click(within(dialog).getByRole('option', { name: 'Haupteingang' }));
    expect(isDisabled(open)).toBe(false);
    await userEvent.click(open);

    // 13:03 UTC is 14:03 on the hotel's clock (Europe/Berlin).
    expect(await within(dialog).findByText('Haupteingang opened at 14:03')).toBeTruthy();
    expect(opened).toEqual([entrance._id]);
    // The new opening joins the last openings.
    await vi.waitFor(() => expect(within(dialog).getAllByTestId('lock-opening')).toHaveLength(1));
  });

  it('finds a door by typing part of its name and picks it with the keyboard', async () => {
    const { dialog } = renderDialog();
    await within(dialog).findByRole('option', { name: 'Haupteingang' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search doors' }), '101');
    expect(within(dialog).queryByRole('option', { name: 'Haupteingang' })).toBeNull();
    expect(within(dialog).getByRole('option', { name: /Zimmer 101/ })).toBeTruthy();

    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('Zimmer 101');
    await userEvent.keyboard('{Enter}');
    expect(isDisabled(within(dialog).getByTestId('quick-lock-open'))).toBe(false);
  });

  it('shows the provider’s error as the server sent it', async () => {
    const { dialog } = renderDialog({
      open: () =>
        HttpResponse.json(
          { statusCode: 502, code: 'LOCK_PROVIDER_FAILED', message: 'Door 101 is offline' },
          { status: 502 },
        ),
    });
    await userEvent.click(await within(dialog).findByRole('option', { name: /Zimmer 101/ }));
    await userEvent.click(within(dialog).getByTestId('quick-lock-open'));
    expect((await within(dialog).findByTestId('quick-lock-error')).textContent).toBe(
      'Door 101 is offline',
    );
    expect(within(dialog).queryByTestId('quick-lock-result')).toBeNull();
  });

  it('says “Unable to open the lock” when no message came back', async () => {
    const { dialog } = renderDialog({ open: () => HttpResponse.error() });
    await userEvent.click(await within(dialog).findByRole('option', { name: 'Haupteingang' }));
    await userEvent.click(within(dialog).getByTestId('quick-lock-open'));
    expect((await within(dialog).findByTestId('quick-lock-error')).textContent).toBe(
      'Unable to open the lock',
    );
  });

  it('lists the last openings: door, who, when, and a failure with its reason', async () => {
    const { dialog } = renderDialog({
      openings: [
        opening({
          _id: '30000000-0000-4000-8000-000000000002',
          lock: { _id: room101._id, name: 'Zimmer 101' },
          actor: { kind: 'guest', name: 'Eva Huber' },
          outcome: 'failed',
          error: 'Door 101 is offline',
        }),
        opening(),
      ],
    });
    const rows = await within(dialog).findAllByTestId('lock-opening');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Zimmer 101');
    expect(rows[0]!.textContent).toContain('Failed');
    expect(rows[0]!.textContent).toContain('Guest Eva Huber');
    expect(rows[0]!.textContent).toContain('Door 101 is offline');
    expect(rows[1]!.textContent).toContain('Haupteingang');
    expect(rows[1]!.textContent).toContain('Opened');
    expect(rows[1]!.textContent).toContain('Anna Berger');
  });

  it('says “Unable to get a list of locks” unless the server gave a reason', async () => {
    renderDialog({ list: () => new HttpResponse(null, { status: 404 }) });
    expect((await screen.findByTestId('quick-lock-list-error')).textContent).toContain(
      'Unable to get a list of locks',
    );
  });

  it('prefers the server’s message when the list cannot be read', async () => {
    renderDialog({
      list: () =>
        HttpResponse.json(
          { statusCode: 403, code: 'FORBIDDEN', message: 'Not allowed to see bookings' },
          { status: 403 },
        ),
    });
    expect((await screen.findByTestId('quick-lock-list-error')).textContent).toContain(
      'Not allowed to see bookings',
    );
  });

  it('says so when the hotel has no locks, with the way to set them up for managers (German)', async () => {
    await changeLanguage('de');
    useSessionStore.setState({ token: 'token' });
    queryClient.setQueryData(currentUserQueryOptions().queryKey, makeUser());
    renderDialog({
      list: () => HttpResponse.json({ ...lockList, shared: [], rooms: [] }),
    });
    expect(await screen.findByText('Noch keine Schlösser')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Schlösser einrichten' }).getAttribute('href')).toBe(
      '/settings/locks',
    );
    expect(screen.queryByTestId('quick-lock-open')).toBeNull();
  });

  it('leaves the set-up link out for those who do not manage the hotel', async () => {
    useSessionStore.setState({ token: 'token' });
    queryClient.setQueryData(
      currentUserQueryOptions().queryKey,
      makeUser({
        memberships: [
          makeMembership({
            role: 'member',
            group: { _id: 'g1', name: 'Desk', permissions: ['viewBookings', 'manageBookings'] },
          }),
        ],
      }),
    );
    renderDialog({
      list: () => HttpResponse.json({ ...lockList, shared: [], rooms: [] }),
    });
    expect(await screen.findByText('No locks yet')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

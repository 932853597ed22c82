import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lock, LockInput } from '@hotel/shared/contracts/locks';
import type { Room } from '@hotel/shared/contracts/rooms';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { setupMswServer } from '@/test/msw-server';
import { LockDialog } from './lock-dialog';

const server = setupMswServer();

const room101: Room = {
  _id: '20000000-0000-4000-8000-000000000101',
  number: '101',
  roomType: { _id: '20000000-0000-4000-8000-000000000001', name: 'Double', shortCode: 'DZ' },
  softwareNumber: '',
  basePrice: null,
  address: '',
  guestComment: '',
};

const lock101: Lock = {
  _id: '10000000-0000-4000-8000-000000000101',
  name: 'Zimmer 101',
  hardware: 'bwOnline',
  providerId: 'sim-101',
  shared: false,
  room: { _id: room101._id, number: '101' },
};

function renderDialog({
  lock,
  respond = (body) => HttpResponse.json({ ...lock101, ...body }, { status: lock ? 200 : 201 }),
  providerLocks = () =>
    HttpResponse.json({
      provider: 'simulator',
      locks: [{ providerId: 'sim-entrance', name: 'Haupteingang' }],
    }),
}: {
  lock?: Lock;
  respond?: (body: LockInput) => Response;
  providerLocks?: () => Response;
} = {}) {
  useSessionStore.setState({ currentHotelId: 'hotel-1' });
  const sent: { method: string; path: string; body: LockInput }[] = [];
  const record = async ({ request }: { request: Request }) => {
    const body = (await request.json()) as LockInput;
    sent.push({ method: request.method, path: new URL(request.url).pathname, body });
    return respond(body);
  };
  server.use(
    http.get('*/api/room', () => HttpResponse.json([room101])),
    http.get('*/api/lock/provider_locks', providerLocks),
    http.post('*/api/lock', record),
    http.put('*/api/lock/:id', record),
  );
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <LockDialog isOpen lock={lock} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { sent, onClose, dialog: screen.getByRole('dialog') };
}

describe('lock form', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    queryClient.clear();
  });

  it('asks for the name and the provider id and sends nothing without them', async () => {
    const { sent, onClose, dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a name for the lock')).toBeTruthy();
    expect(within(dialog).getByText('Please enter the lock’s id at the provider')).toBeTruthy();
    expect(sent).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says in German what is missing', async () => {
    await changeLanguage('de');
    const { dialog } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText(/^Name/), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('Bitte einen Namen für das Schloss eingeben'),
    ).toBeTruthy();
  });

  it('takes the provider id and name from the provider’s locks, and a shared door has no room', async () => {
    const { sent, onClose, dialog } = renderDialog();
    await userEvent.click(
      await within(dialog).findByRole('button', { name: /Locks the provider knows/ }),
    );
    await userEvent.click(
      await screen.findByRole('option', { name: 'Haupteingang (sim-entrance)' }),
    );
    expect(within(dialog).getByLabelText(/^Name/)).toHaveProperty('value', 'Haupteingang');
    expect(within(dialog).getByLabelText(/^Id at the provider/)).toHaveProperty(
      'value',
      'sim-entrance',
    );

    await userEvent.click(within(dialog).getByRole('switch', { name: 'Entrance or common door' }));
    const roomButton = within(within(dialog).getByTestId('lock-room')).getByRole('button');
    expect(roomButton.hasAttribute('disabled') || roomButton.dataset.disabled !== undefined).toBe(
      true,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/lock',
        body: { name: 'Haupteingang', providerId: 'sim-entrance', shared: true, roomId: null },
      },
    ]);
  });

  it('edits a room lock with PUT, keeping its room', async () => {
    const { sent, onClose, dialog } = renderDialog({ lock: lock101 });
    const name = within(dialog).getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Zimmer 101 Tür');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: `/api/lock/${lock101._id}`,
        body: { name: 'Zimmer 101 Tür', providerId: 'sim-101', shared: false, roomId: room101._id },
      },
    ]);
  });

  it('shows the server’s conflict and its field issues, and stays open', async () => {
    let answer = HttpResponse.json(
      {
        statusCode: 409,
        code: 'CONFLICT',
        message: 'Room 101 already has a lock (Zimmer 101)',
      },
      { status: 409 },
    );
    const { onClose, dialog } = renderDialog({ respond: () => answer.clone() });
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Tür 101');
    await userEvent.type(within(dialog).getByLabelText(/^Id at the provider/), 'sim-101b');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByTestId('form-error')).textContent).toBe(
      'Room 101 already has a lock (Zimmer 101)',
    );

    answer = HttpResponse.json(
      {
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Please check the marked fields',
        issues: [{ path: 'providerId', message: 'Another lock already has the provider id' }],
      },
      { status: 400 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Another lock already has the provider id'),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('lets the id be typed when the provider cannot list its locks', async () => {
    const { dialog } = renderDialog({
      providerLocks: () =>
        HttpResponse.json(
          { statusCode: 502, code: 'LOCK_PROVIDER_FAILED', message: 'bwOnline unreachable' },
          { status: 502 },
        ),
    });
    expect(
      await within(dialog).findByTestId('provider-locks-failed', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Id at the provider/)).toBeTruthy();
  });
});

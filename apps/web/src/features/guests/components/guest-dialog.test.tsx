import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Guest } from '@hotel/shared/contracts/guests';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { setupMswServer } from '@/test/msw-server';
import { GuestDialog } from './guest-dialog';

const server = setupMswServer();
const ID = '44444444-4444-4444-8444-444444444444';

function makeGuest(overrides: Partial<Guest> = {}): Guest {
  return {
    _id: ID,
    firstName: 'Eva',
    lastName: 'Huber',
    mobile: '+49 170 1234567',
    email: 'eva@example.test',
    company: '',
    position: '',
    gender: null,
    country: '',
    region: '',
    city: '',
    address: '',
    postalCode: '',
    vip: false,
    comment: '',
    language: '',
    nationality: '',
    birthDate: null,
    passportNumber: '',
    verified: false,
    bookingCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function renderDialog(guest: Guest) {
  useSessionStore.setState({ currentHotelId: 'hotel-1' });
  server.use(http.get('*/api/guest/companies', () => HttpResponse.json([])));
  render(
    <QueryClientProvider client={queryClient}>
      <GuestDialog guest={guest} isOpen onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('guest dialog', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    queryClient.clear();
  });

  it('shows why the server refused a save that names no field', async () => {
    renderDialog(makeGuest());
    server.use(
      http.put(`*/api/guest/${ID}`, () =>
        HttpResponse.json(
          { statusCode: 403, code: 'FORBIDDEN', message: 'You may not edit guests' },
          { status: 403 },
        ),
      ),
    );
    await userEvent.click(screen.getByTestId('guest-save'));
    expect((await screen.findByTestId('form-error')).textContent).toBe('You may not edit guests');
  });

  it('says so when the save does not reach the server', async () => {
    renderDialog(makeGuest());
    server.use(http.put(`*/api/guest/${ID}`, () => HttpResponse.error()));
    await userEvent.click(screen.getByTestId('guest-save'));
    expect((await screen.findByTestId('form-error')).textContent).toMatch(
      /No connection to the server/,
    );
  });

  it('shows the birth date in the interface language and saves it unchanged', async () => {
    await changeLanguage('de');
    renderDialog(makeGuest({ birthDate: '1980-05-17' }));
    const bodies: unknown[] = [];
    server.use(
      http.put(`*/api/guest/${ID}`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(makeGuest({ birthDate: '1980-05-17' }));
      }),
    );
    const birthDate = screen.getByRole('group', { name: 'Geburtsdatum' });
    expect(birthDate.textContent?.replace(/[^\d.]/g, '')).toMatch(/^17\.0?5\.1980$/);

    await userEvent.click(screen.getByTestId('guest-save'));
    await waitFor(() =>
      expect(bodies).toEqual([expect.objectContaining({ birthDate: '1980-05-17' })]),
    );
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminUserDetail } from '@hotel/shared/contracts/admin-users';
import { ConfirmDialogHost } from '@/components/ui/confirm-dialog-host';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { setupMswServer } from '@/test/msw-server';
import { UserDetailsDialog } from './user-details-dialog';

const server = setupMswServer();
const ID = '30000000-0000-4000-8000-000000000001';
const anna: AdminUserDetail = {
  id: ID,
  firstName: 'Anna',
  lastName: 'Weber',
  email: 'anna@example.test',
  phone: '',
  superAdmin: false,
  emailState: 'confirmed',
  lastLoginAt: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  hotelCount: 1,
  pendingEmail: null,
  hasPassword: true,
  memberships: [
    {
      hotel: {
        id: '10000000-0000-4000-8000-000000000001',
        name: 'Hotel Alpenblick',
        symbolCode: 'alpen',
      },
      role: 'owner',
      group: null,
    },
  ],
  invitations: [],
};

function renderDialog() {
  server.use(
    http.get(`*/api/admin/user/${ID}`, () => HttpResponse.json(anna)),
    http.get('*/api/admin/audit', () =>
      HttpResponse.json({ items: [], total: 0, page: 1, limit: 10 }),
    ),
  );
  render(
    <QueryClientProvider client={queryClient}>
      <UserDetailsDialog userId={ID} onClose={() => undefined} />
      <ConfirmDialogHost />
    </QueryClientProvider>,
  );
}

describe('user details dialog', () => {
  beforeEach(async () => {
    queryClient.clear();
    // The dialog shows the audit trail too; it is empty here.
    server.use(
      http.get('*/api/admin/audit', () =>
        HttpResponse.json({ items: [], total: 0, page: 1, limit: 10 }),
      ),
    );
  });

  it("shows the server's refusal of a delete exactly as it answered", async () => {
    await changeLanguage('de');
    const refusal =
      'Anna Weber ist der letzte Inhaber von Hotel Alpenblick. Geben Sie dem Hotel zuerst einen weiteren Inhaber.';
    let deletes = 0;
    server.use(
      http.delete(`*/api/admin/user/${ID}`, () => {
        deletes += 1;
        return HttpResponse.json(
          { statusCode: 409, code: 'CONFLICT', message: refusal },
          { status: 409 },
        );
      }),
    );
    renderDialog();
    const details = await screen.findByTestId('user-details');
    expect(await within(details).findByText('Hotel Alpenblick')).toBeTruthy();
    expect(within(details).getByTestId('user-detail-last-login').textContent).toBe('noch nie');
    await userEvent.click(await within(details).findByTestId('user-delete'));
    const question = await screen.findByRole('alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: 'Benutzer löschen' }));
    expect((await screen.findByTestId('user-action-error')).textContent).toBe(refusal);
    expect(deletes).toBe(1);
    expect(screen.getByTestId('user-details')).toBeTruthy();
  });

  it('sends nothing when the delete is not confirmed', async () => {
    await changeLanguage('en');
    let deletes = 0;
    server.use(
      http.delete(`*/api/admin/user/${ID}`, () => {
        deletes += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderDialog();
    await userEvent.click(await screen.findByTestId('user-delete'));
    const question = await screen.findByRole('alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(deletes).toBe(0);
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminUserDetail, AdminUserHotelOption } from '@hotel/shared/contracts/admin-users';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { setupMswServer } from '@/test/msw-server';
import { CreateUserDialog } from './create-user-dialog';

const server = setupMswServer();
const ALPEN = '10000000-0000-4000-8000-000000000001';
const SEE = '10000000-0000-4000-8000-000000000002';
const RECEPTION = '20000000-0000-4000-8000-000000000001';
const HOTELS: AdminUserHotelOption[] = [
  { id: ALPEN, name: 'Hotel Alpenblick', groups: [] },
  { id: SEE, name: 'Hotel Seeblick', groups: [{ id: RECEPTION, name: 'Reception' }] },
];

const created: AdminUserDetail = {
  id: '30000000-0000-4000-8000-000000000001',
  firstName: 'Anna',
  lastName: 'Weber',
  email: 'anna@example.test',
  phone: '',
  superAdmin: false,
  emailState: 'unconfirmed',
  lastLoginAt: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  hotelCount: 2,
  pendingEmail: null,
  hasPassword: false,
  memberships: [],
  invitations: [],
};

function renderDialog(respond: () => Response = () => HttpResponse.json(created, { status: 201 })) {
  const bodies: unknown[] = [];
  server.use(
    http.get('*/api/admin/user/hotel_options', () => HttpResponse.json(HOTELS)),
    http.post('*/api/admin/user', async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  render(
    <QueryClientProvider client={queryClient}>
      <CreateUserDialog isOpen onOpenChange={() => undefined} />
    </QueryClientProvider>,
  );
  return { bodies, dialog: screen.getByRole('dialog') };
}

async function choose(dialog: HTMLElement, testId: string, option: string) {
  const select = within(dialog).getByTestId(testId);
  await userEvent.click(within(select).getByRole('button'));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillPerson(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Anna');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Weber');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'anna@example.test');
}

describe('create user dialog', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    queryClient.clear();
  });

  it('sends the membership rows added, with the group only for members', async () => {
    const { bodies, dialog } = renderDialog();
    await fillPerson(dialog);
    await userEvent.click(await within(dialog).findByTestId('membership-add'));
    await userEvent.click(within(dialog).getByTestId('membership-add'));
    await userEvent.click(within(dialog).getByTestId('membership-add'));
    expect(within(dialog).getAllByTestId('membership-row')).toHaveLength(3);

    await choose(dialog, 'membership-hotel-0', 'Hotel Alpenblick');
    await choose(dialog, 'membership-role-0', 'Owner');
    // An owner has no group to choose.
    expect(within(dialog).queryByTestId('membership-group-0')).toBeNull();
    await choose(dialog, 'membership-hotel-1', 'Hotel Seeblick');
    await choose(dialog, 'membership-group-1', 'Reception');
    // The third row goes again.
    await userEvent.click(within(dialog).getByTestId('membership-remove-2'));
    expect(within(dialog).getAllByTestId('membership-row')).toHaveLength(2);

    await userEvent.click(within(dialog).getByTestId('create-user-submit'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies).toEqual([
      {
        firstName: 'Anna',
        lastName: 'Weber',
        email: 'anna@example.test',
        phone: '',
        superAdmin: false,
        memberships: [
          { hotelId: ALPEN, role: 'owner', userGroupId: null },
          { hotelId: SEE, role: 'member', userGroupId: RECEPTION },
        ],
      },
    ]);
  });

  it('asks for the hotel of a row before sending anything', async () => {
    const { bodies, dialog } = renderDialog();
    await fillPerson(dialog);
    await userEvent.click(await within(dialog).findByTestId('membership-add'));
    await userEvent.click(within(dialog).getByTestId('create-user-submit'));
    expect(await within(dialog).findByText('Please choose a hotel')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it("shows the server's field issues at the row's field and a taken address at the email", async () => {
    const { dialog } = renderDialog(() =>
      HttpResponse.json(
        {
          statusCode: 400,
          code: 'VALIDATION',
          message: 'Please check the marked fields',
          issues: [
            {
              path: 'memberships.0.userGroupId',
              key: 'validation.adminUserGroupNotOfHotel',
              message: 'This user group does not belong to the chosen hotel',
            },
          ],
        },
        { status: 400 },
      ),
    );
    await fillPerson(dialog);
    await userEvent.click(await within(dialog).findByTestId('membership-add'));
    await choose(dialog, 'membership-hotel-0', 'Hotel Seeblick');
    await choose(dialog, 'membership-group-0', 'Reception');
    await userEvent.click(within(dialog).getByTestId('create-user-submit'));
    const group = within(dialog).getByTestId('membership-group-0');
    expect(
      await within(group).findByText('This user group does not belong to the chosen hotel'),
    ).toBeTruthy();

    server.use(
      http.post('*/api/admin/user', () =>
        HttpResponse.json(
          {
            statusCode: 409,
            code: 'CONFLICT',
            message: 'This email address is already registered',
          },
          { status: 409 },
        ),
      ),
    );
    await userEvent.click(within(dialog).getByTestId('create-user-submit'));
    expect(
      await within(dialog).findByText('This email address is already registered'),
    ).toBeTruthy();
  });
});

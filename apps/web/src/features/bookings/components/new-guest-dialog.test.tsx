import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GuestSummary } from '@hotel/shared/contracts/guests';
import { Button } from '@/components/ui/button';
import { changeLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { setupMswServer } from '@/test/msw-server';
import { NewGuestDialog } from './new-guest-dialog';

const server = setupMswServer();

function Harness({ created }: { created: GuestSummary[] }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <QueryClientProvider client={queryClient}>
      <Button onPress={() => setIsOpen(true)}>open</Button>
      <NewGuestDialog
        isOpen={isOpen}
        initialName="Eva Maria Huber"
        onClose={() => setIsOpen(false)}
        onCreated={(guest) => created.push(guest)}
      />
    </QueryClientProvider>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('new guest dialog', () => {
  beforeEach(async () => {
    await changeLanguage('en');
    queryClient.clear();
    useSessionStore.setState({ currentHotelId: 'hotel-1' });
  });

  it('starts from the search text, puts server issues on their field, and reopens clean', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/guest', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            statusCode: 400,
            code: 'VALIDATION',
            message: 'Please check the highlighted fields',
            issues: [
              { path: 'email', key: 'validation.emailTaken', message: 'Email is already in use' },
            ],
          },
          { status: 400 },
        );
      }),
    );
    const created: GuestSummary[] = [];
    render(<Harness created={created} />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));

    expect(field('First name')).toHaveProperty('value', 'Eva');
    expect(field('Last name')).toHaveProperty('value', 'Maria Huber');
    await userEvent.click(screen.getByTestId('new-guest-save'));
    expect(await screen.findByText('Mobile is required')).toBeTruthy();
    expect(bodies).toEqual([]);

    await userEvent.type(field('Mobile'), '+49 170 1234567');
    await userEvent.type(field('Email'), 'eva@example.test');
    await userEvent.click(screen.getByTestId('new-guest-save'));
    expect(await screen.findByText('Email is already in use')).toBeTruthy();
    expect(screen.getByTestId('form-error').textContent).toBe(
      'Please check the highlighted fields',
    );
    expect(bodies).toEqual([
      {
        firstName: 'Eva',
        lastName: 'Maria Huber',
        mobile: '+49 170 1234567',
        email: 'eva@example.test',
      },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(field('Mobile')).toHaveProperty('value', '');
    expect(screen.queryByTestId('form-error')).toBeNull();
    expect(screen.queryByText('Email is already in use')).toBeNull();
    expect(created).toEqual([]);
  });
});

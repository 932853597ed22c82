import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { setupMswServer } from '@/test/msw-server';
import { useSaveGuestMutation } from './save-guest';

const server = setupMswServer();
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

describe('saving a guest', () => {
  beforeEach(() => queryClient.clear());

  it('reloads the guest lists and the bookings, which show the guest by name', async () => {
    server.use(http.put('*/api/guest/g1', () => HttpResponse.json({ _id: 'g1' })));
    const guestList = ['guests', 'hotel-1', 'list', '', 1, 20];
    const booking = ['bookings', 'hotel-1', 'detail', 'b1'];
    const calendar = ['bookings', 'hotel-1', 'calendar'];
    for (const key of [guestList, booking, calendar]) queryClient.setQueryData(key, {});

    const { result } = renderHook(() => useSaveGuestMutation(), { wrapper });
    result.current.mutate({
      id: 'g1',
      body: { firstName: 'Eva', lastName: 'Huber', mobile: '+491701234567', email: 'e@x.test' },
    });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    for (const key of [guestList, booking, calendar]) {
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    }
  });
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { BOOKING_QUERIES_ROOT } from '@/lib/booking-query-root';
import { dashboardKeys } from './dashboard-keys';

describe('dashboard keys', () => {
  it('refresh with every booking change, so arrivals, departures and occupancy stay current', async () => {
    const client = new QueryClient();
    client.setQueryData(dashboardKeys.summary('hotel-1'), { arrivals: [] });
    await client.invalidateQueries({ queryKey: BOOKING_QUERIES_ROOT });
    expect(client.getQueryState(dashboardKeys.summary('hotel-1'))?.isInvalidated).toBe(true);
  });
});

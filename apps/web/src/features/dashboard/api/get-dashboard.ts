import { useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@hotel/shared/contracts/bookings';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/booking/dashboard: next arrivals and departures and tonight's occupancy. */
export async function getDashboard() {
  const { data } = await apiClient.get<DashboardResponse>('/booking/dashboard');
  return data;
}

export function useDashboard() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery({ queryKey: dashboardKeys.summary(hotelId), queryFn: getDashboard });
}

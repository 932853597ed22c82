import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AdminHotelListResponse,
  AdminHotelProblem,
} from '@hotel/shared/contracts/admin-hotels';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from '@/lib/admin-data/admin-keys';

export const ADMIN_HOTELS_PER_PAGE = 25;

interface AdminHotelFilters {
  filter: string;
  problem?: AdminHotelProblem;
  page: number;
  limit: number;
}

/** GET /api/admin/hotel: one page of every hotel, by name. */
export async function getAdminHotels({ filter, problem, page, limit }: AdminHotelFilters) {
  const { data } = await apiClient.get<AdminHotelListResponse>('/admin/hotel', {
    params: { filter: filter || undefined, problem, page, limit },
  });
  return data;
}

export const adminHotelsQueryOptions = (filters: AdminHotelFilters) =>
  queryOptions({
    queryKey: adminKeys.hotelList(filters),
    queryFn: () => getAdminHotels(filters),
    placeholderData: keepPreviousData,
  });

export function useAdminHotels(filters: AdminHotelFilters) {
  return useQuery(adminHotelsQueryOptions(filters));
}

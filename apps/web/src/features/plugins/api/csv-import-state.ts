import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CsvImportState } from '@hotel/shared/contracts/csv-import';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { csvImportKeys } from './csv-import-keys';

/** While a run is under way (the scheduler's, or another person's) the page asks again. */
const RUNNING_REFETCH_MS = 3000;

/** GET /api/hotel/csv-import: the settings (never the password), last and next run, the runs. */
export async function getCsvImportState() {
  const { data } = await apiClient.get<CsvImportState>('/hotel/csv-import');
  return data;
}

export const csvImportStateQueryOptions = (hotelId: string | null) =>
  queryOptions({
    queryKey: csvImportKeys.state(hotelId),
    queryFn: getCsvImportState,
    refetchInterval: (query) =>
      query.state.data?.lastRun?.status === 'running' ? RUNNING_REFETCH_MS : false,
  });

export function useCsvImportState() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery(csvImportStateQueryOptions(hotelId));
}

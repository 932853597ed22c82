import { useMutation } from '@tanstack/react-query';
import type { CsvImportRun, CsvImportRunRequest } from '@hotel/shared/contracts/csv-import';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { csvImportKeys } from './csv-import-keys';

/**
 * POST /api/hotel/csv-import/run: imports now with the saved settings (and the file, for manual
 * upload) and answers the run's report; 409 while another run is under way.
 */
export async function runCsvImport(body: CsvImportRunRequest) {
  const { data } = await apiClient.post<CsvImportRun>('/hotel/csv-import/run', body);
  return data;
}

export function useRunCsvImportMutation() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useMutation({
    mutationFn: runCsvImport,
    // A refused run (409) means another one is under way: the state shows it either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: csvImportKeys.state(hotelId) }),
  });
}

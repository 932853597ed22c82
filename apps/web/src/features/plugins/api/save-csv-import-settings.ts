import { useMutation } from '@tanstack/react-query';
import type { CsvImportSettingsRequest, CsvImportState } from '@hotel/shared/contracts/csv-import';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { csvImportKeys } from './csv-import-keys';

/**
 * PUT /api/hotel/csv-import (manageHotel). `password` left out keeps the stored one, an empty
 * string removes it. The answer is the whole state (the next run moves with the interval).
 */
export async function saveCsvImportSettings(body: CsvImportSettingsRequest) {
  const { data } = await apiClient.put<CsvImportState>('/hotel/csv-import', body);
  return data;
}

export function useSaveCsvImportSettingsMutation() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useMutation({
    mutationFn: saveCsvImportSettings,
    onSuccess: (state) => queryClient.setQueryData(csvImportKeys.state(hotelId), state),
  });
}

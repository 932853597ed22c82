import { useMutation } from '@tanstack/react-query';
import type {
  CsvImportCheckRequest,
  CsvImportCheckResult,
} from '@hotel/shared/contracts/csv-import';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/hotel/csv-import/check: reads the file (from the share, or the one sent) with the
 * settings as the form holds them and answers a few records as they would be imported. Nothing
 * is written, but it is a press of "Check file", so a mutation.
 */
export async function checkCsvImportFile(body: CsvImportCheckRequest) {
  const { data } = await apiClient.post<CsvImportCheckResult>('/hotel/csv-import/check', body);
  return data;
}

export function useCheckCsvImportFileMutation() {
  return useMutation({ mutationFn: checkCsvImportFile });
}

import { isAxiosError } from 'axios';
import { apiClient } from '@/lib/api-client';

/** The server's file name from Content-Disposition, e.g. `attachment; filename="bookings.csv"`. */
export function fileNameFrom(header: unknown, fallback: string) {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(String(header ?? ''));
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * GET an export through the api client (so the token and hotel header go along), then save it
 * through an object URL under the server's file name.
 */
export async function downloadExport(path: string, params: object, fallbackName: string) {
  const response = await apiClient
    .get<Blob>(path, { params, responseType: 'blob' })
    .catch(async (error: unknown) => {
      throw await withJsonErrorBody(error);
    });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameFrom(response.headers['content-disposition'], fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A blob request gets its error body as a Blob too; read back as JSON, it is the ErrorBody that
 * `errorMessage` shows, with the server's translated message instead of a generic one.
 */
async function withJsonErrorBody(error: unknown): Promise<unknown> {
  if (!isAxiosError(error) || !(error.response?.data instanceof Blob)) return error;
  const text = await error.response.data.text();
  try {
    error.response.data = JSON.parse(text) as unknown;
  } catch {
    // Not JSON (a proxy's HTML page): the generic message for its status is all we can say.
  }
  return error;
}

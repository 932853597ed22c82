import { toErrorBody } from '@/lib/api-error';

/**
 * What to tell the guest about a failed call: the server's translated field message when it
 * names one (a malformed number), else its translated message ("Mobile number not found", a
 * wrong code with the tries left …), or ours when no answer came (offline).
 */
export function apiErrorText(error: unknown): string {
  const body = toErrorBody(error);
  return body.issues?.[0]?.message ?? body.message;
}

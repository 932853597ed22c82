import { httpFailureOf } from '@/lib/api-error';

/**
 * What a failed lock call says (spec §8): the server's message when its response has one (the
 * provider's own text on a 502), else the spec's text for the call (`fallback`) — also when no
 * answer came at all, where the general "network" text would hide which call failed.
 */
export function lockErrorText(error: unknown, fallback: string): string {
  const data: unknown = httpFailureOf(error)?.response?.data;
  const message = (data as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}

import { SmsDeliveryError } from './sms-gateway';
import { parseJson, readBounded } from '../../lib/bounded-http';

/** A provider that has not answered in this time is treated as down (the queue tries again). */
export const PROVIDER_TIMEOUT_MS = 10_000;
/** Both providers answer a send with well under 4 KB of JSON; more is not read. */
export const PROVIDER_RESPONSE_MAX_BYTES = 64 * 1024;

export interface ProviderResponse {
  status: number;
  /** The body as text, cut at PROVIDER_RESPONSE_MAX_BYTES. */
  text: string;
  /** The body parsed as JSON, or null when it is not JSON. */
  json: unknown;
}

/**
 * One POST to a provider with a deadline. A network failure or timeout is a retryable
 * `technical` failure; the caller maps the provider's answer. Neither the URL's secrets nor the
 * request body end up in the error.
 */
export async function postToProvider(url: string, init: RequestInit): Promise<ProviderResponse> {
  try {
    const response = await fetch(url, {
      ...init,
      method: 'POST',
      redirect: 'error',
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const text = await readBounded(response, PROVIDER_RESPONSE_MAX_BYTES);
    return { status: response.status, text, json: parseJson(text) };
  } catch (error) {
    const code = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network';
    throw new SmsDeliveryError('technical', true, code);
  }
}

/** What an HTTP status alone says when the body names no known code. */
export function failureOfHttpStatus(status: number): SmsDeliveryError {
  if (status === 429) return new SmsDeliveryError('technical', true, 'http_429');
  if (status >= 500) return new SmsDeliveryError('technical', true, `http_${status}`);
  if (status === 401 || status === 403) {
    return new SmsDeliveryError('technical', false, `http_${status}`);
  }
  return new SmsDeliveryError('unclassified', false, `http_${status}`);
}

/** An entry of a provider's error table: the catalogue reason and whether to try again. */
export interface ProviderFailure {
  reason: SmsDeliveryError['reason'];
  retryable: boolean;
}

export const final = (reason: ProviderFailure['reason']): ProviderFailure => ({
  reason,
  retryable: false,
});
export const retry = (reason: ProviderFailure['reason']): ProviderFailure => ({
  reason,
  retryable: true,
});

import { LockProviderError } from './lock-provider';

/** A lock provider that has not answered in this time is treated as down (the queue retries). */
export const LOCK_PROVIDER_TIMEOUT_MS = 10_000;
/** Lock lists and answers are small; more than this is not read (a broken or hostile server). */
export const LOCK_PROVIDER_RESPONSE_MAX_BYTES = 1024 * 1024;

export interface LockProviderResponse {
  status: number;
  /** The body as text, cut at LOCK_PROVIDER_RESPONSE_MAX_BYTES. */
  text: string;
}

async function readBounded(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < LOCK_PROVIDER_RESPONSE_MAX_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
  return Buffer.concat(chunks).subarray(0, LOCK_PROVIDER_RESPONSE_MAX_BYTES).toString('utf8');
}

/**
 * One HTTP call to a lock provider with a deadline. Not reaching the provider (network, DNS,
 * timeout) is a retryable LockProviderError; the caller maps every answer, errors included.
 * The error never carries the URL, headers or body (tokens, passwords, door codes).
 */
export async function callLockProvider(
  url: string,
  init: RequestInit & { method: string },
  timeoutMs = LOCK_PROVIDER_TIMEOUT_MS,
): Promise<LockProviderResponse> {
  try {
    const response = await fetch(url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, text: await readBounded(response) };
  } catch (error) {
    // No message of the provider's: staff see the spec's translated text for the call.
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new LockProviderError(null, true, timedOut ? 'timeout' : 'network');
  }
}

/** Whether an HTTP status means "try again later": a rate limit or the provider's own fault. */
export const isRetryableStatus = (status: number) => status === 429 || status >= 500;

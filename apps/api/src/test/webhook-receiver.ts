import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { startLocalServer, type RecordedRequest } from './local-http-server';

/** The receiver's replay window: Standard Webhooks' suggested tolerance. */
export const TOLERANCE_SECONDS = 5 * 60;

/**
 * A receiver's own Standard Webhooks check, written from the specification and not from our
 * signing code: the timestamp within the tolerance, and one of the space-separated `v1,`
 * signatures equal to the HMAC-SHA256 of "<id>.<timestamp>.<body>" under the secret's bytes.
 */
export function verifyStandardWebhook(
  secret: string,
  headers: IncomingHttpHeaders,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') {
    return false;
  }
  if (!/^\d+$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > TOLERANCE_SECONDS) {
    return false;
  }
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/**
 * A local webhook receiver: records every request and answers each path with the next status
 * queued for it (`answerNext`), else 200.
 */
export async function startWebhookReceiver() {
  const queued = new Map<string, number[]>();
  const server = await startLocalServer((request, response) => {
    const status = queued.get(request.path)?.shift() ?? 200;
    response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'no');
  });
  return {
    url: server.url,
    close: server.close,
    /** The next answers to requests to `path`, in order. */
    answerNext(path: string, ...statuses: number[]) {
      queued.set(path, [...(queued.get(path) ?? []), ...statuses]);
    },
    requestsTo(path: string): RecordedRequest[] {
      return server.requests.filter((request) => request.path === path);
    },
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { hostOf, isNonPublicAddress, urlProblem } from './webhook-address';
import type { DeliveryError } from './webhook-delivery-error';

/** A receiver gets this long for the whole exchange: connect, TLS, send and the answer's head. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Of the answer's body at most this much is read (and thrown away); then the socket closes. */
const MAX_RESPONSE_BYTES = 64 * 1024;

export interface DeliveryOutcome {
  /** A 2xx answer. */
  delivered: boolean;
  responseStatus: number | null;
  /** Why not, for the delivery log (never the answer's body, never personal data). */
  error: DeliveryError | null;
}

class DeliveryRefused extends Error {}

/** A host's addresses; the system resolver unless a test names its own. */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;
const systemResolve: ResolveHost = (hostname) => lookup(hostname, { all: true });

/**
 * Resolves the host, refuses (unless private addresses are allowed) when any of its addresses
 * is not public, and hands the socket exactly the addresses it checked. The connection
 * therefore goes to a checked address: a DNS answer that changes between check and connect
 * (DNS rebinding) cannot slip through, because there is no second lookup. Node asks with `all`
 * for happy eyeballs (several addresses), without it for one.
 */
function checkedLookup(resolve: ResolveHost, allowPrivateUrls: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (answers) => {
        const addresses = options.family
          ? answers.filter((answer) => answer.family === options.family)
          : answers;
        const refused = !allowPrivateUrls && answers.some((a) => isNonPublicAddress(a.address));
        if (refused) return callback(new DeliveryRefused('private'), '', 0);
        if (addresses.length === 0) {
          return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 0);
        }
        if (options.all)
          return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
        callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

function describeError(error: unknown, timedOut: boolean): DeliveryError {
  if (timedOut) return { code: 'timeout', detail: String(DELIVERY_TIMEOUT_MS / 1000) };
  if (error instanceof DeliveryRefused) return { code: 'private_dns' };
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (code === 'ECONNREFUSED') return { code: 'connection_refused' };
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return { code: 'dns_failed' };
  if (code === 'ECONNRESET' || code === 'EPIPE') return { code: 'connection_closed' };
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return { code: 'unreachable' };
  if (/CERT|SSL|TLS/i.test(code)) return { code: 'tls', detail: code };
  return code ? { code: 'request_failed', detail: code } : { code: 'request_failed' };
}

/** Reads at most MAX_RESPONSE_BYTES of the answer, keeps none of it. */
function discardBody(response: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size >= MAX_RESPONSE_BYTES) {
        response.destroy();
        resolve();
      }
    });
    response.on('end', resolve);
    response.on('close', resolve);
    response.on('error', () => resolve());
  });
}

/**
 * POSTs one signed body to an endpoint. Redirects are never followed (a 3xx is a failure: the
 * receiver's final address belongs in the endpoint). Every attempt checks the address again
 * (the rules can change, a name can move): with private addresses not allowed, literal ones
 * are refused before any socket and names through checkedLookup, after DNS.
 */
export async function sendWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { allowPrivateUrls: boolean; resolve?: ResolveHost },
): Promise<DeliveryOutcome> {
  const problem = urlProblem(url, options.allowPrivateUrls);
  if (problem) {
    const code =
      problem === 'validation.webhookUrlPrivate' ? 'private_address' : 'address_not_allowed';
    return { delivered: false, responseStatus: null, error: { code } };
  }
  const target = new URL(url);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const isLiteral = isIP(hostOf(target)) !== 0;

  return new Promise<DeliveryOutcome>((resolve) => {
    let timedOut = false;
    const outgoing = request(target, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      // A fresh connection per attempt: a pooled socket would skip the address check.
      agent: false,
      // A literal address was checked above: Node connects to it without a lookup.
      ...(isLiteral
        ? {}
        : { lookup: checkedLookup(options.resolve ?? systemResolve, options.allowPrivateUrls) }),
    });
    const timer = setTimeout(() => {
      timedOut = true;
      outgoing.destroy(new Error('timeout'));
    }, DELIVERY_TIMEOUT_MS);
    outgoing.on('response', (response) => {
      const status = response.statusCode ?? 0;
      void discardBody(response).then(() => {
        clearTimeout(timer);
        outgoing.destroy();
        const delivered = status >= 200 && status < 300;
        const detail = String(status);
        const error: DeliveryError | null = delivered
          ? null
          : status >= 300 && status < 400
            ? { code: 'redirect', detail }
            : { code: 'http_status', detail };
        resolve({ delivered, responseStatus: status, error });
      });
    });
    outgoing.on('error', (error) => {
      clearTimeout(timer);
      resolve({ delivered: false, responseStatus: null, error: describeError(error, timedOut) });
    });
    outgoing.end(body);
  });
}

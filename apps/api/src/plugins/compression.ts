import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants as zlib,
  gzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export type ContentCoding = 'br' | 'gzip' | 'identity';

/**
 * Below about one TCP segment (1460 bytes less the headers) compression saves no packet and no
 * round trip, only CPU: most answers (availability, a booking, errors) are sent as they are.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1400;

/**
 * Brotli 4 and gzip 3: measured on the 300 rooms × 62 days calendar (1.3 MB of JSON) they
 * cost about 5 ms of CPU for 147 KB (br) and 237 KB (gzip); brotli 5 costs twice that for 5 %
 * less, gzip 6 twice that for 6 % less (docs/performance.md, Delivery).
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 3;

/** Past this the work goes to libuv's threads, so a big calendar does not stall other calls. */
const ASYNC_FROM_BYTES = 64 * 1024;

const COMPRESSIBLE_TYPE =
  /^(text\/|application\/(json|javascript|xml|[\w.+-]+\+(json|xml))|image\/svg\+xml)/i;

/** At most this many codings of Accept-Encoding are read; browsers send three to five. */
const MAX_CODINGS = 20;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function brotliOptions(size: number): BrotliOptions {
  return {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.BROTLI_PARAM_SIZE_HINT]: size,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    },
  };
}
const gzipOptions: ZlibOptions = { level: GZIP_LEVEL };

/**
 * The coding to answer with for an Accept-Encoding header (RFC 9110 §12.5.3): the highest
 * q-value among br, gzip and identity, `*` standing for the codings not named; on a tie brotli
 * (smaller), then gzip, then identity. No header means any coding, but a client that sends none is served
 * as-is, as every browser sends one. When even identity is refused (`identity;q=0` and nothing
 * else acceptable) the body goes as-is: a readable answer beats a 406.
 */
export function negotiateEncoding(header: string | undefined): ContentCoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',', MAX_CODINGS)) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    // A malformed q-value (`q=x`) leaves the coding out, as if it was not listed.
    const q = params.map((param) => /^\s*q\s*=(.*)$/i.exec(param)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q.trim() || Number.NaN);
    if (coding && Number.isFinite(weight))
      weights.set(coding === 'x-gzip' ? 'gzip' : coding, weight);
  }
  const wildcard = weights.get('*');
  // Identity not named is acceptable, but after any coding named with a q-value above 0.
  const weightOf = (coding: ContentCoding) =>
    weights.get(coding) ?? wildcard ?? (coding === 'identity' ? 0.0001 : 0);
  const candidates: ContentCoding[] = ['br', 'gzip', 'identity'];
  const best = candidates.reduce((chosen, coding) =>
    weightOf(coding) > weightOf(chosen) ? coding : chosen,
  );
  return weightOf(best) > 0 ? best : 'identity';
}

async function encode(body: string | Buffer, size: number, coding: 'br' | 'gzip'): Promise<Buffer> {
  const isLarge = size >= ASYNC_FROM_BYTES;
  if (coding === 'br') {
    const options = brotliOptions(size);
    return isLarge ? brotliAsync(body, options) : brotliCompressSync(body, options);
  }
  return isLarge ? gzipAsync(body, gzipOptions) : gzipSync(body, gzipOptions);
}

/** Adds a field to Vary unless it is there already (helmet or a route may have set Vary). */
function addVary(current: unknown, field: string): string {
  const fields = String(current ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  const listed = fields.some(
    (value) => value === '*' || value.toLowerCase() === field.toLowerCase(),
  );
  return listed ? fields.join(', ') : [...fields, field].join(', ');
}

/**
 * How a 200 body will be sent: whether it depends on Accept-Encoding at all (a text body of at
 * least COMPRESSION_THRESHOLD_BYTES) and in which coding. http-cache.ts asks too, so a 304 names
 * the same Vary and ETag as the 200 it stands for.
 */
export function compressionFor(
  request: FastifyRequest,
  reply: FastifyReply,
  bodyLength: number,
): { varies: boolean; coding: ContentCoding } {
  const none = { varies: false, coding: 'identity' as const };
  if (reply.hasHeader('content-encoding') || bodyLength < COMPRESSION_THRESHOLD_BYTES) return none;
  if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return none;
  if (/\bno-transform\b/i.test(String(reply.getHeader('cache-control') ?? ''))) return none;
  // HEAD answers without a body: its headers are those of the uncompressed GET.
  if (request.method === 'HEAD') return { varies: true, coding: 'identity' };
  return { varies: true, coding: negotiateEncoding(request.headers['accept-encoding']) };
}

/** Adds Accept-Encoding to Vary; a compressed body's strong ETag becomes weak (same content, other bytes). */
export function markNegotiated(reply: FastifyReply, coding: ContentCoding) {
  void reply.header('vary', addVary(reply.getHeader('vary'), 'Accept-Encoding'));
  const etag = reply.getHeader('etag');
  if (coding !== 'identity' && typeof etag === 'string' && etag.startsWith('"')) {
    void reply.header('etag', `W/${etag}`);
  }
}

/**
 * Compresses text answers (JSON, HTML, CSV, iCal, XML) of at least COMPRESSION_THRESHOLD_BYTES
 * for clients that accept it. Registered after the ETag hook (http-cache.ts), which hashes the
 * uncompressed body. Left alone: HEAD, 204 and 304 (no body), streams (files, which the static
 * plugin serves precompressed), bodies already encoded and `Cache-Control: no-transform`.
 */
export const compressionPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.statusCode === 204 || reply.statusCode === 304) return payload;
      // Every answer passes here: no copy, and a string's UTF-8 length only when it matters.
      const size =
        typeof payload !== 'string' || payload.length >= COMPRESSION_THRESHOLD_BYTES
          ? payload.length
          : Buffer.byteLength(payload);
      const { varies, coding } = compressionFor(request, reply, size);
      if (!varies) return payload;
      markNegotiated(reply, coding);
      if (coding === 'identity') return payload;
      const encoded = await encode(payload, size, coding);
      void reply.header('content-encoding', coding).removeHeader('content-length');
      return encoded;
    });
  },
  { name: 'compression' },
);

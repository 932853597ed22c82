import type { z } from 'zod';
import { integer } from './config-fields';

/**
 * The HTTP server's timeouts (config.ts reads them with the rest of the environment).
 *
 * Behind a load balancer that keeps idle connections open for reuse, the server must keep them
 * open longer than the balancer does: otherwise the server closes a connection just as the
 * balancer sends the next request on it, and the visitor gets a 502 (AWS ALB idles 60 s,
 * Google's 600 s, nginx's upstream keepalive 60 s). Headers may take a little longer than the
 * idle wait, and a whole request (a 10 MB photo upload on a slow line) longer still.
 */
export interface HttpServerConfig {
  keepAliveTimeoutMs: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
}

export const DEFAULT_HTTP_SERVER: HttpServerConfig = {
  keepAliveTimeoutMs: 72_000,
  headersTimeoutMs: 73_000,
  requestTimeoutMs: 120_000,
};

const optionalSeconds = () => integer(0, 1, 3600).transform((value) => value || undefined);

export const HTTP_SERVER_ENV = {
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: integer(DEFAULT_HTTP_SERVER.keepAliveTimeoutMs / 1000, 1, 3600),
  /** Unset: one second above the keep-alive timeout. */
  HTTP_HEADERS_TIMEOUT_SECONDS: optionalSeconds(),
  /** Unset: 120 s, or the headers timeout when that is longer. */
  HTTP_REQUEST_TIMEOUT_SECONDS: optionalSeconds(),
};

type HttpServerEnv = {
  [Name in keyof typeof HTTP_SERVER_ENV]: z.output<(typeof HTTP_SERVER_ENV)[Name]>;
};

export function httpServerConfig(values: HttpServerEnv): HttpServerConfig {
  const keepAlive = values.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS;
  const headers = values.HTTP_HEADERS_TIMEOUT_SECONDS ?? keepAlive + 1;
  const request =
    values.HTTP_REQUEST_TIMEOUT_SECONDS ??
    Math.max(DEFAULT_HTTP_SERVER.requestTimeoutMs / 1000, headers);
  return {
    keepAliveTimeoutMs: keepAlive * 1000,
    headersTimeoutMs: headers * 1000,
    requestTimeoutMs: request * 1000,
  };
}

/**
 * A headers timeout at or below the keep-alive timeout would let Node close a reused connection
 * while the balancer still counts it as open; Node itself refuses a headers timeout longer than
 * the request timeout.
 */
export function checkHttpTimeouts(values: HttpServerEnv, ctx: z.RefinementCtx) {
  const { keepAliveTimeoutMs, headersTimeoutMs, requestTimeoutMs } = httpServerConfig(values);
  if (headersTimeoutMs <= keepAliveTimeoutMs) {
    ctx.addIssue({
      code: 'custom',
      path: ['HTTP_HEADERS_TIMEOUT_SECONDS'],
      message: `must be above HTTP_KEEP_ALIVE_TIMEOUT_SECONDS (${keepAliveTimeoutMs / 1000})`,
    });
  }
  if (requestTimeoutMs < headersTimeoutMs) {
    ctx.addIssue({
      code: 'custom',
      path: ['HTTP_REQUEST_TIMEOUT_SECONDS'],
      message: `must be at least HTTP_HEADERS_TIMEOUT_SECONDS (${headersTimeoutMs / 1000})`,
    });
  }
}

import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { startLocalServer, type RecordedRequest } from './local-http-server';

/**
 * Local stand-ins for the door-lock services (docs/integrations/locks.md): Nuki's Web API as its
 * documentation describes it, and bwOnline's SOAP service as we assume it (its fake is the
 * simulator of that service). Each records every call, keeps its grants, and can be told to
 * fail. bwOnline's fake lives in bwonline-fake.ts; both are exported from here.
 */
export { startFakeBwOnline, type FakeBwOnline } from './bwonline-fake';

// ---------------------------------------------------------------------------------- Nuki

export interface FakeNukiSmartlock {
  smartlockId: number;
  name: string;
}

export interface FakeNukiAuth {
  id: string;
  smartlockId: number;
  type: number;
  name: string;
  code: number;
  allowedFromDate: string | null;
  allowedUntilDate: string | null;
  allowedWeekDays: number;
  allowedFromTime: number;
  allowedUntilTime: number;
  enabled: boolean;
  creationDate: string;
}

export interface FakeNuki {
  url: string;
  requests: RecordedRequest[];
  smartlocks: FakeNukiSmartlock[];
  /** Keypad codes per smartlock, as GET /smartlock/{id}/auth lists them. */
  auths: FakeNukiAuth[];
  /** Remote unlocks, per smartlock id, in order. */
  unlocks: number[];
  /** Answers the next `times` calls with this status (e.g. 503, 429, 401) instead. */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
}

/** Restlet's standard descriptions, which Nuki's API answers in its error bodies. */
const RESTLET: Record<number, [reason: string, description: string]> = {
  400: ['Bad Request', 'The request could not be understood by the server due to malformed syntax'],
  401: ['Unauthorized', 'The request requires user authentication'],
  404: ['Not Found', 'The server has not found anything matching the request URI'],
  409: [
    'Conflict',
    'The request could not be completed due to a conflict with the current state of the resource',
  ],
  422: [
    'Unprocessable Entity',
    'The server understands the content type of the request entity and the syntax of the request entity is correct but was unable to process the contained instructions',
  ],
  429: ['Too Many Requests', 'The user has sent too many requests in a given amount of time'],
  503: [
    'Service Unavailable',
    'The server is currently unable to handle the request due to a temporary overloading or maintenance of the server',
  ],
};

function nukiError(response: ServerResponse, status: number) {
  const [reasonPhrase, description] = RESTLET[status] ?? ['Error', 'Internal server error'];
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify({ code: status, description, reasonPhrase, homeRef: '/' }));
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

const isIsoDate = (value: unknown) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) && value.endsWith('Z');

/** A keypad authorisation as Nuki takes it in PUT /smartlock/{id}/auth; null when accepted. */
function refusalOf(body: Record<string, unknown>, auths: FakeNukiAuth[], smartlockId: number) {
  const code = typeof body.code === 'number' ? String(body.code) : '';
  if (body.type !== 13 || typeof body.name !== 'string' || !body.name) return 400;
  if (body.name.length > 20) return 422;
  if (!/^[1-9]{6}$/.test(code) || code.startsWith('12')) return 400;
  if (![body.allowedFromDate, body.allowedUntilDate].every(isIsoDate)) return 400;
  const taken = auths.some(
    (auth) => auth.smartlockId === smartlockId && String(auth.code) === code,
  );
  return taken ? 409 : null;
}

/**
 * Nuki's Web API (https://api.nuki.io): bearer token, GET /smartlock, POST
 * /smartlock/{id}/action/unlock (204), PUT /smartlock/{id}/auth (204, no id), GET
 * /smartlock/{id}/auth, DELETE /smartlock/{id}/auth/{authId} (204). At most
 * `rateLimit.max` calls per `rateLimit.windowMs` are answered; the rest get 429.
 */
export async function startFakeNuki(options: {
  apiToken: string;
  smartlocks?: FakeNukiSmartlock[];
  rateLimit?: { max: number; windowMs: number };
}): Promise<FakeNuki> {
  const smartlocks = options.smartlocks ?? [
    { smartlockId: 17_000_000_001, name: 'Haupteingang' },
    { smartlockId: 17_000_000_002, name: 'Zimmer 101' },
  ];
  const rateLimit = options.rateLimit ?? { max: 1000, windowMs: 60_000 };
  const auths: FakeNukiAuth[] = [];
  const unlocks: number[] = [];
  const answered: number[] = [];
  const failing = { status: 0, times: 0 };

  const server = await startLocalServer((request, response) => {
    const now = Date.now();
    while (answered.length > 0 && answered[0]! <= now - rateLimit.windowMs) answered.shift();
    if (answered.length >= rateLimit.max) return nukiError(response, 429);
    answered.push(now);
    if (failing.times > 0) {
      failing.times -= 1;
      return nukiError(response, failing.status);
    }
    if (request.headers.authorization !== `Bearer ${options.apiToken}`) {
      return nukiError(response, 401);
    }
    const path = new URL(request.path, 'http://nuki').pathname;
    if (request.method === 'GET' && path === '/smartlock') {
      return json(
        response,
        200,
        smartlocks.map((lock) => ({ ...lock, accountId: 1, type: 0, serverState: 0 })),
      );
    }
    const match = /^\/smartlock\/(\d+)(\/action\/unlock|\/auth|\/auth\/([^/]+))$/.exec(path);
    const smartlockId = Number(match?.[1]);
    if (!match || !smartlocks.some((lock) => lock.smartlockId === smartlockId)) {
      return nukiError(response, 404);
    }
    const [, , action, authId] = match;
    if (request.method === 'POST' && action === '/action/unlock') {
      unlocks.push(smartlockId);
      response.writeHead(204).end();
    } else if (request.method === 'GET' && action === '/auth') {
      json(
        response,
        200,
        auths.filter((auth) => auth.smartlockId === smartlockId),
      );
    } else if (request.method === 'PUT' && action === '/auth') {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(request.body) as Record<string, unknown>;
      } catch {
        return nukiError(response, 400);
      }
      const refusal = refusalOf(body, auths, smartlockId);
      if (refusal) return nukiError(response, refusal);
      auths.push({
        id: randomBytes(12).toString('hex'),
        smartlockId,
        type: 13,
        name: String(body.name),
        code: Number(body.code),
        allowedFromDate: String(body.allowedFromDate),
        allowedUntilDate: String(body.allowedUntilDate),
        allowedWeekDays: Number(body.allowedWeekDays ?? 127),
        allowedFromTime: Number(body.allowedFromTime ?? 0),
        allowedUntilTime: Number(body.allowedUntilTime ?? 0),
        enabled: true,
        creationDate: new Date().toISOString(),
      });
      response.writeHead(204).end();
    } else if (request.method === 'DELETE' && authId) {
      const index = auths.findIndex((a) => a.id === authId && a.smartlockId === smartlockId);
      if (index < 0) return nukiError(response, 404);
      auths.splice(index, 1);
      response.writeHead(204).end();
    } else {
      nukiError(response, 404);
    }
  });

  return {
    url: server.url,
    requests: server.requests,
    smartlocks,
    auths,
    unlocks,
    failNext(status, times = 1) {
      failing.status = status;
      failing.times = times;
    },
    close: server.close,
  };
}

import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for seven.io's and Twilio's SMS APIs, answering as their documentation says
 * (docs/integrations/sms.md): the same paths, authentication, parameters and answers, including
 * their error codes. Recipients choose the outcome: a number listed in `invalidNumbers` is
 * refused as invalid, one in `refusedRegions`' prefixes as not allowed; `rateLimitNext` answers
 * the next call with HTTP 429.
 */
export interface FakeSmsProvider {
  url: string;
  /** Every call, as the provider would have received it. */
  requests: { path: string; headers: IncomingMessage['headers']; body: Record<string, string> }[];
  rateLimitNext(): void;
  close(): Promise<void>;
}

export const FAKE_INVALID_NUMBER = '+4915100000000';
/** A country neither fake lets the account send to (geo permissions, "country code invalid"). */
export const FAKE_REFUSED_PREFIX = '+86';

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function startFake(
  handle: (
    path: string,
    request: IncomingMessage,
    raw: string,
    response: ServerResponse,
  ) => Record<string, string>,
): Promise<FakeSmsProvider> {
  const requests: FakeSmsProvider['requests'] = [];
  let rateLimited = false;
  const server = createServer((request, response) => {
    void readBody(request).then((raw) => {
      const path = request.url ?? '';
      if (rateLimited) {
        rateLimited = false;
        requests.push({ path, headers: request.headers, body: {} });
        json(response, 429, { code: 20429, message: 'Too Many Requests', status: 429 });
        return;
      }
      const body = handle(path, request, raw, response);
      requests.push({ path, headers: request.headers, body });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    rateLimitNext: () => {
      rateLimited = true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** seven.io: POST /api/sms, X-Api-Key, JSON or form parameters to, text, from. */
export function startFakeSeven(apiKey: string): Promise<FakeSmsProvider> {
  return startFake((path, request, raw, response) => {
    const body: Record<string, string> = request.headers['content-type']?.includes('json')
      ? Object.fromEntries(
          Object.entries(JSON.parse(raw || '{}') as Record<string, unknown>).map(([k, v]) => [
            k,
            String(v),
          ]),
        )
      : Object.fromEntries(new URLSearchParams(raw));
    const answer = (code: string) => {
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      response.end(code);
    };
    if (request.method !== 'POST' || path !== '/api/sms') {
      json(response, 404, { error: 'not found' });
    } else if (request.headers['x-api-key'] !== apiKey) {
      answer('900');
    } else if (!body.to) {
      answer('301');
    } else if (!body.text) {
      answer('305');
    } else if (body.from && !/^([A-Za-z0-9 ]{1,11}|\+?\d{1,16})$/.test(body.from)) {
      answer('306');
    } else if (body.to.startsWith(FAKE_REFUSED_PREFIX)) {
      answer('201');
    } else {
      const refused = body.to === FAKE_INVALID_NUMBER;
      json(response, 200, {
        success: refused ? '202' : '100',
        total_price: refused ? 0 : 0.075,
        balance: 12.5,
        debug: 'false',
        sms_type: 'direct',
        messages: [
          {
            id: refused ? null : String(77_000_000 + Math.floor(Math.random() * 999_999)),
            sender: body.from ?? 'seven.io',
            recipient: body.to.replace(/^\+/, ''),
            text: body.text,
            encoding: 'gsm',
            label: null,
            parts: 1,
            udh: null,
            is_binary: false,
            price: refused ? 0 : 0.075,
            success: !refused,
            error: refused ? '202' : null,
            error_text: refused ? 'Invalid recipient' : null,
          },
        ],
      });
    }
    return body;
  });
}

/** Twilio: POST /2010-04-01/Accounts/{Sid}/Messages.json, Basic auth, form To, From, Body. */
export function startFakeTwilio(accountSid: string, authToken: string): Promise<FakeSmsProvider> {
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const error = (response: ServerResponse, status: number, code: number, message: string) =>
    json(response, status, {
      code,
      message,
      more_info: `https://www.twilio.com/docs/errors/${code}`,
      status,
    });
  return startFake((path, request, raw, response) => {
    const body = Object.fromEntries(new URLSearchParams(raw));
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
    if (request.method !== 'POST' || !match) {
      error(response, 404, 20404, 'The requested resource was not found');
    } else if (request.headers.authorization !== expectedAuth || match[1] !== accountSid) {
      error(response, 401, 20003, 'Authenticate');
    } else if (!body.Body) {
      error(response, 400, 21602, 'Message body is required.');
    } else if (!body.From) {
      error(response, 400, 21603, "A 'From' phone number is required.");
    } else if (!/^\+?[\dA-Za-z ]{1,16}$/.test(body.From)) {
      error(response, 400, 21212, `The 'From' number ${body.From} is not a valid phone number.`);
    } else if (body.To === FAKE_INVALID_NUMBER || !/^\+\d{8,15}$/.test(body.To ?? '')) {
      error(response, 400, 21211, `The 'To' number ${body.To} is not a valid phone number.`);
    } else if (body.To!.startsWith(FAKE_REFUSED_PREFIX)) {
      error(response, 400, 21408, `Permission to send an SMS has not been enabled for the region`);
    } else {
      const sid = `SM${randomBytes(16).toString('hex')}`;
      json(response, 201, {
        account_sid: accountSid,
        sid,
        status: 'queued',
        to: body.To,
        from: body.From,
        body: body.Body,
        num_segments: '1',
        direction: 'outbound-api',
        error_code: null,
        error_message: null,
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
      });
    }
    return body;
  });
}

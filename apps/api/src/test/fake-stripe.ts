import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A form field Stripe requires for a one-off payment session (its 400 names the first missing). */
const REQUIRED_FIELDS = [
  'mode',
  'line_items[0][price_data][currency]',
  'line_items[0][price_data][unit_amount]',
  'line_items[0][price_data][product_data][name]',
  'line_items[0][quantity]',
  'success_url',
  'cancel_url',
] as const;

export interface FakeStripeRequest {
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: Record<string, string>;
}

interface ScriptedAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

function stripeError(status: number, type: string, code: string | undefined, message: string) {
  return { status, body: { error: { type, ...(code ? { code } : {}), message } } };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local stand-in for POST /v1/checkout/sessions that behaves as Stripe documents it: Bearer
 * authentication (401 invalid_request_error otherwise), a form body with the required fields
 * (400 parameter_missing), and idempotency (the same Idempotency-Key with the same parameters
 * replays the first answer; with other parameters it is a 400 idempotency_error). `failNext`
 * scripts answers such as a 429 or a 500 ahead of the real one.
 */
export async function startFakeStripe(secretKey: string) {
  const requests: FakeStripeRequest[] = [];
  const scripted: ScriptedAnswer[] = [];
  const byKey = new Map<string, { body: string; answer: ScriptedAnswer }>();
  let sessionsCreated = 0;

  function answer(request: FakeStripeRequest, rawBody: string): ScriptedAnswer {
    if (request.authorization !== `Bearer ${secretKey}`) {
      return stripeError(
        401,
        'invalid_request_error',
        undefined,
        'Invalid API Key provided: sk_test_****',
      );
    }
    const next = scripted.shift();
    if (next) return next;
    const key = request.idempotencyKey;
    const earlier = key ? byKey.get(key) : undefined;
    if (earlier) {
      if (earlier.body !== rawBody) {
        return stripeError(
          400,
          'idempotency_error',
          undefined,
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
      }
      return earlier.answer;
    }
    const missing = REQUIRED_FIELDS.find((field) => !request.form[field]);
    let result: ScriptedAnswer;
    if (missing) {
      result = stripeError(
        400,
        'invalid_request_error',
        'parameter_missing',
        `Missing required param: ${missing}.`,
      );
    } else {
      sessionsCreated += 1;
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      result = {
        status: 200,
        body: {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          mode: request.form.mode,
          currency: request.form['line_items[0][price_data][currency]'],
          amount_total: Number(request.form['line_items[0][price_data][unit_amount]']),
          client_reference_id: request.form.client_reference_id ?? null,
          metadata: {
            payment_id: request.form['metadata[payment_id]'],
            booking_id: request.form['metadata[booking_id]'],
            hotel_id: request.form['metadata[hotel_id]'],
          },
          payment_status: 'unpaid',
          status: 'open',
        },
      };
    }
    if (key) byKey.set(key, { body: rawBody, answer: result });
    return result;
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const rawBody = await readBody(req);
      if (req.method !== 'POST' || req.url !== '/v1/checkout/sessions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(
            stripeError(404, 'invalid_request_error', undefined, 'Unrecognized request URL').body,
          ),
        );
        return;
      }
      const header = (name: string) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const request: FakeStripeRequest = {
        authorization: header('authorization'),
        idempotencyKey: header('idempotency-key'),
        form: Object.fromEntries(new URLSearchParams(rawBody)),
      };
      requests.push(request);
      const result = answer(request, rawBody);
      res.writeHead(result.status, { 'content-type': 'application/json', ...result.headers });
      res.end(JSON.stringify(result.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get sessionsCreated() {
      return sessionsCreated;
    },
    /** The next answers, before the normal behaviour resumes. */
    failNext(...answers: ScriptedAnswer[]) {
      scripted.push(...answers);
    },
    /** Stripe's documented error bodies, for failNext. */
    error: stripeError,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

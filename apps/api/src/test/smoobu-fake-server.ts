import type { ServerResponse } from 'node:http';
import type { RecordedRequest } from './local-http-server';
import {
  FAKE_SMOOBU_API_KEY,
  startSmoobuFake,
  type FakeReservationInput,
  type FakeSmoobu,
} from './smoobu-fake';

/** Every field any control call reads; each call reads its own. */
type ControlBody = FakeReservationInput & {
  name: string;
  id?: number;
  url: string;
  action: string;
  reservationId: number;
};

/**
 * The fake Smoobu as its own process, for the Playwright e2e:
 *
 *   SMOOBU_FAKE_PORT=4790 node --import tsx apps/api/src/test/smoobu-fake-server.ts
 *
 * Env: SMOOBU_FAKE_PORT (default 4790), SMOOBU_FAKE_API_KEY (default FAKE_SMOOBU_API_KEY).
 * Point the API at it with SMOOBU_API_URL=http://127.0.0.1:<port>. Smoobu's API is served
 * under /api as in smoobu-fake.ts; the e2e drives "Smoobu's side" through this control API
 * (JSON in, JSON out, no auth: it listens on 127.0.0.1 only):
 *
 *   POST   /__control/apartments           {name, id?}                → {id, name}
 *   POST   /__control/reservations         {apartmentId, arrival, departure, firstName?,
 *                                            lastName?, email?, phone?, adults?, children?,
 *                                            notice?, price?, channelId?, blocked?}
 *                                                                      → the reservation (Smoobu JSON)
 *   PATCH  /__control/reservations/{id}    {same fields, all optional} → the reservation
 *   DELETE /__control/reservations/{id}    (canceled at Smoobu)       → the reservation
 *   POST   /__control/webhook              {url, action, reservationId} → {status, body}
 *   GET    /__control/state                → {apiKey, apartments, reservations, created,
 *                                              updated, canceled}
 */

function reply(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

export function smoobuFakeControl(fake: () => FakeSmoobu) {
  return async function control(request: RecordedRequest, response: ServerResponse) {
    const path = new URL(request.path, 'http://smoobu.local').pathname;
    if (!path.startsWith('/__control/')) return false;
    const body = (request.body ? JSON.parse(request.body) : {}) as ControlBody;
    const route = `${request.method} ${path.replace(/\/\d+$/, '/:id')}`;
    const id = Number(path.split('/').pop());
    const smoobu = fake();
    switch (route) {
      case 'POST /__control/apartments':
        reply(response, 201, smoobu.addApartment(body.name, body.id));
        return true;
      case 'POST /__control/reservations':
        reply(response, 201, smoobu.addReservation(body));
        return true;
      case 'PATCH /__control/reservations/:id':
        reply(response, 200, smoobu.modifyReservation(id, body));
        return true;
      case 'DELETE /__control/reservations/:id':
        reply(response, 200, smoobu.cancelReservation(id));
        return true;
      case 'POST /__control/webhook':
        reply(response, 200, await smoobu.sendWebhook(body.url, body.action, body.reservationId));
        return true;
      case 'GET /__control/state':
        reply(response, 200, {
          apiKey: smoobu.apiKey,
          apartments: smoobu.apartments(),
          reservations: smoobu.reservations(),
          created: smoobu.created,
          updated: smoobu.updated,
          canceled: smoobu.canceled,
        });
        return true;
      default:
        return false;
    }
  };
}

async function main() {
  const holder: { fake?: FakeSmoobu } = {};
  const fake = await startSmoobuFake({
    port: Number(process.env.SMOOBU_FAKE_PORT ?? 4790),
    apiKeys: [process.env.SMOOBU_FAKE_API_KEY ?? FAKE_SMOOBU_API_KEY],
    extraHandler: smoobuFakeControl(() => holder.fake!),
  });
  holder.fake = fake;
  console.log(`Smoobu test server listening on ${fake.url}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (import.meta.url === `file://${process.argv[1]}`) void main();

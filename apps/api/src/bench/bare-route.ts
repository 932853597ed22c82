import Fastify from 'fastify';

export const BARE_PATH = '/bare/availability';
export const BARE_QUERY_PATH = '/bare/availability-query';

/**
 * The yardsticks of our overhead, a plain Fastify app (no plugins, no schema, no logger):
 * - `BARE_PATH` answers the body a real availability call returned: only what any Fastify JSON
 *   route pays (routing, JSON.stringify, the reply). No route that reads a database can come near
 *   it, so it is the floor, printed for context.
 * - `BARE_QUERY_PATH?arrival=…&departure=…` runs the same availability statement as the real
 *   route and answers its result: the least any implementation of the call must do. Ours ÷ this
 *   is the cost of our HTTP layer (auth, hotel scope, validation, serialization, logging), the
 *   overhead the budget (≤ 2×) is about.
 */
export function buildBareApp(
  body: unknown,
  sameQuery: (stay: { arrival: string; departure: string }) => Promise<unknown>,
) {
  const app = Fastify({ logger: false });
  app.get(BARE_PATH, async () => body);
  app.get<{ Querystring: { arrival: string; departure: string } }>(BARE_QUERY_PATH, (request) =>
    sameQuery(request.query),
  );
  return app;
}

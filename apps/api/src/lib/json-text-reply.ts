import type { FastifyReply } from 'fastify';

/**
 * Sends a body that is already JSON text (written by the database for a hot read). Fastify sends
 * a string with a JSON content type as it is, without the route's serializer: the route's
 * response schema still documents the body, and the query that writes it names every field.
 */
export function sendJsonText(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from the URL the API would accept; anything else is dropped before it asks (400). */
export function isUuid(text: string | null | undefined): text is string {
  return typeof text === 'string' && UUID.test(text);
}

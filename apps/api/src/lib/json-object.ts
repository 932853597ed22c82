/** A JSON column's value as an object; anything else (null, an array, a scalar) as empty. */
export const objectOrEmpty = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

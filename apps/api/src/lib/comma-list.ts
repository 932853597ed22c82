/**
 * A query parameter's comma list (`status=new,pending`) as its trimmed parts. The route's schema
 * has already checked every part against `T`'s values.
 */
export const commaList = <T extends string>(value: string) =>
  value.split(',').map((part) => part.trim()) as T[];

import { getTableColumns, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A row a statement returned as JSON (`row_to_json` of a table's row or a `returning *`), in the
 * shape a drizzle select gives: keys by column name become the schema's field names, and every
 * value goes through its column's own mapping (timestamps to Date, bigint money to number).
 */
export function rowFromJson<TTable extends PgTable>(
  table: TTable,
  json: Record<string, unknown>,
): InferSelectModel<TTable> {
  const row: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[field] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<TTable>;
}

import { sql, type SQL } from 'drizzle-orm';
import type { SqlExecutor, Tx } from '../db/client';

/**
 * pg-boss's SQL run inside a drizzle transaction (its `db` option), so a job is enqueued
 * atomically with the caller's change. pg-boss numbers its parameters ($1, $2 …, sometimes one
 * twice); each occurrence becomes a drizzle parameter. Only parameterised single statements
 * (send, insert) go through here, never pg-boss's multi-statement maintenance.
 */
export function txExecutor(tx: Tx): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)));
        chunks.push(sql`${sql.param(values[Number(match[1]) - 1])}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

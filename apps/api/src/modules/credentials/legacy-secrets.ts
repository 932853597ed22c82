import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hotels } from '../../db/schema';
import type { SecretBox } from '../../lib/secret-box';
import { createCredentialsService, type CredentialName } from './credentials.service';

/** Plaintext secrets that older versions kept in the hotel's jsonb, and where they go now. */
const LEGACY_SECRETS: { column: 'plugins' | 'csv_import'; path: string[]; name: CredentialName }[] =
  [
    { column: 'plugins', path: ['smoobu', 'smoobu_api'], name: 'smoobu.api_key' },
    { column: 'csv_import', path: ['password'], name: 'csv_import.smb_password' },
  ];

const pathLiteral = (path: string[]) => `{${path.join(',')}}`;

/**
 * One-off data step at startup, after the migrations: moves any plaintext secret left in a
 * hotel's jsonb into the encrypted credentials table and deletes it from the jsonb. Each hotel
 * moves in one transaction under a row lock, so concurrent starts move it once and a crash
 * leaves either the old or the new state. Returns how many hotels were changed.
 */
export async function moveLegacySecrets(db: Db, secretBox: SecretBox): Promise<number> {
  const hasLegacy = or(
    ...LEGACY_SECRETS.map(
      ({ column, path }) =>
        sql`(${sql.identifier(column)} #> ${pathLiteral(path)}::text[]) is not null`,
    ),
  );
  const candidates = await db.select({ id: hotels.id }).from(hotels).where(hasLegacy);

  for (const { id } of candidates) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ plugins: hotels.plugins, csvImport: hotels.csvImport })
        .from(hotels)
        .where(eq(hotels.id, id))
        .for('update');
      if (!row) return;
      const credentials = createCredentialsService({ db: tx, secretBox });
      for (const { column, path, name } of LEGACY_SECRETS) {
        const value = valueAt(column === 'plugins' ? row.plugins : row.csvImport, path);
        if (value === undefined) continue;
        if (typeof value === 'string' && value.trim() !== '') {
          await credentials.put(id, name, value.trim());
        }
        await tx
          .update(hotels)
          .set({
            [column === 'plugins' ? 'plugins' : 'csvImport']:
              sql`${sql.identifier(column)} #- ${pathLiteral(path)}::text[]`,
          })
          .where(eq(hotels.id, id));
      }
    });
  }
  return candidates.length;
}

function valueAt(document: unknown, path: string[]): unknown {
  let current = document;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

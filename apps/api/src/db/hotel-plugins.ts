import { sql, type SQL } from 'drizzle-orm';
import { hotels } from './schema';

/** `value` if it is a JSON object, else an empty one (a column or key holding anything else). */
const jsonObjectOr = (value: SQL) =>
  sql`case when jsonb_typeof(${value}) = 'object' then ${value} else '{}'::jsonb end`;

/**
 * `hotels.plugins` with one plugin's key set to `value`, in one statement (a concurrent change
 * of another plugin is not overwritten), starting from an empty object if the column holds
 * something else: `jsonb_set` fails on a non-object.
 */
function withPlugin(plugin: string, value: SQL) {
  return sql`jsonb_set(${jsonObjectOr(sql`${hotels.plugins}`)}, ${`{${plugin}}`}::text[], ${value})`;
}

/** The plugin's settings replaced by `settings`. */
export const withPluginReplaced = (plugin: string, settings: Record<string, unknown>) =>
  withPlugin(plugin, sql`${JSON.stringify(settings)}::jsonb`);

/** The given fields written into the plugin's settings; every other field stays. */
export const withPluginPatched = (plugin: string, patch: Record<string, unknown>) =>
  withPlugin(
    plugin,
    sql`${jsonObjectOr(sql`${hotels.plugins} -> ${plugin}`)} || ${JSON.stringify(patch)}::jsonb`,
  );

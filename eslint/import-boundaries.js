import { readdirSync } from 'node:fs';

/**
 * What the API's and the web's boundary rules share: forbidden imports written as
 * no-restricted-syntax, so dynamic `import()` and re-exports are checked too and aliases need no
 * resolver.
 */
const IMPORT_NODES = [
  'ImportDeclaration',
  'ImportExpression',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
];

/** The folder names directly below `folder` (relative to the repository root). */
export function subfolders(folder) {
  return readdirSync(new URL(`../${folder}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** One forbidden import: a regular expression over the import path, and why. */
export const rule = (pattern, message) => ({ pattern, message });

// esquery cannot read "/" inside a regular expression literal; \x2F matches it all the same.
const toSelector = (node, pattern) => `${node}[source.value=/${pattern.replaceAll('/', '\\x2F')}/]`;

/** One config object: `files` (minus `ignores`) may not import what `rules` describe. */
export function forbid(files, rules, ignores = []) {
  return {
    files,
    ignores,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...rules.flatMap(({ pattern, message }) =>
          IMPORT_NODES.map((node) => ({ selector: toSelector(node, pattern), message })),
        ),
      ],
    },
  };
}

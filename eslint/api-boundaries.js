import { forbid, rule, subfolders } from './import-boundaries.js';

/**
 * Import boundaries of apps/api/src (DESIGN.md §1): a module is used from another module and
 * from outside only through its index (its public surface); db/ sits below everything; route
 * files see services only, never the database or a repository. Written as no-restricted-syntax
 * like eslint/web-boundaries.js (dynamic `import()` is checked too). Each file group gets
 * exactly one rule list, as a later config object would replace an earlier one's, so the groups
 * below do not overlap.
 */
const SRC = 'apps/api/src';

const modules = subfolders(`${SRC}/modules`);

const INDEX_ONLY = 'Use the module through its index (its public surface): `…/modules/<name>`.';

/** From a module's folder: a sibling module's file, or any module reached the long way round. */
const otherModuleInternals = (module) => [
  rule(`^\\.\\./(?!${module}/)[\\w-]+/(?!index$)`, INDEX_ONLY),
  rule('^(\\.\\./){2,}modules/', 'A module reaches a sibling module as `../<name>`.'),
];
/** From outside modules/: a module's file instead of its index. */
const moduleInternals = rule('(^|/)modules/[\\w-]+/(?!index$)', INDEX_ONLY);
const routeRules = [
  rule(
    '(^|/)db/client$',
    'Routes never receive the database: take a service from the composition root.',
  ),
  rule('\\.repository$', 'Routes call services, never repositories.'),
];

export const apiBoundaries = [
  ...modules.flatMap((module) => [
    forbid([`${SRC}/modules/${module}/**`], otherModuleInternals(module), ['**/*.routes.ts']),
    forbid(
      [`${SRC}/modules/${module}/**/*.routes.ts`],
      [...otherModuleInternals(module), ...routeRules],
    ),
  ]),
  forbid(
    [`${SRC}/db/**`],
    [
      rule(
        '^(\\.\\./)+(modules|plugins|jobs|seed)(/|$)',
        'db/ sits below the application: it never imports modules, plugins, jobs or seeds.',
      ),
    ],
  ),
  forbid([`${SRC}/**`], [moduleInternals], [`${SRC}/modules/**`, `${SRC}/db/**`]),
];

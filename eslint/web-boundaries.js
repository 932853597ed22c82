import { forbid, rule, subfolders } from './import-boundaries.js';

/**
 * Import boundaries of apps/web/src (DESIGN.md §1): features never import each other or the app
 * above them; ui primitives know no feature data; the public page and the guest app are entries
 * of their own that never pull in the staff app. Written as no-restricted-syntax so that dynamic
 * `import()` (lazy routes) is checked too and `@/…` aliases need no resolver. Each file group
 * below gets exactly one rule list, as a later config object would replace an earlier one's.
 */
const SRC = 'apps/web/src';

const features = subfolders(`${SRC}/features`);

const noApp = rule('^@/app/', 'Only the staff entry uses src/app; move the shared part to lib/.');
const noEntries = rule('^@/entries/', 'Entries sit on top; nothing imports them.');
const noFeatures = rule('^@/features/', 'Features sit above this layer: move shared code down.');
const noFeatureData = rule(
  '^@/lib/[\\w-]+-data/',
  'ui primitives know no feature data: pass data and callbacks in, or live in components/<area>.',
);
const noStaffSession = rule(
  '^@/lib/session/',
  'The staff session is not for the public entries and their shell.',
);
const noLeavingFeature = rule(
  '^\\.\\./\\.\\./',
  'Reach outside the feature folder through @/…, so the boundary rules can see it.',
);

const noStaffLibraries = rule(
  '^(react-router|axios)$',
  'The public page and the guest app do without React Router and axios (their size budget): use lib/page-router and lib/fetch-client.',
);
/** Features that the public entries load, so they keep to those entries' libraries. */
const publicFeatures = new Set(['public-page', 'guest-app']);

const onlyFeature = (feature, message) => rule(`^@/features/(?!${feature}/)`, message);

export const webBoundaries = [
  ...features.map((feature) =>
    forbid(
      [`${SRC}/features/${feature}/**`],
      [
        onlyFeature(
          feature,
          'A feature never imports another; move shared code to lib/ or components/.',
        ),
        noApp,
        noEntries,
        noLeavingFeature,
        ...(publicFeatures.has(feature) ? [noStaffLibraries] : []),
      ],
    ),
  ),
  // Shared widgets of an area (components/payments); ui and shell below narrow this further.
  forbid([`${SRC}/components/**`], [noFeatures, noApp, noEntries]),
  forbid(
    [`${SRC}/components/ui/**`],
    [
      noFeatures,
      noApp,
      noEntries,
      noFeatureData,
      noStaffSession,
      rule('^@/components/(?!ui/)', 'ui primitives use only other ui primitives.'),
    ],
  ),
  forbid(
    [`${SRC}/components/shell/**`],
    [noFeatures, noApp, noEntries, noFeatureData, noStaffSession],
  ),
  forbid(
    [`${SRC}/lib/**`],
    [noFeatures, noApp, noEntries, rule('^@/components/', 'lib/ sits below the components.')],
  ),
  forbid(
    [`${SRC}/entries/public/**`],
    [
      noApp,
      noStaffSession,
      noStaffLibraries,
      onlyFeature('public-page', 'The public page entry uses only its own feature.'),
      rule('^@/entries/(?!public/)', 'Entries never import each other.'),
    ],
  ),
  forbid(
    [`${SRC}/entries/guest-app/**`],
    [
      noApp,
      noStaffSession,
      noStaffLibraries,
      onlyFeature('guest-app', 'The guest app entry uses only its own feature.'),
      rule('^@/entries/(?!guest-app/)', 'Entries never import each other.'),
    ],
  ),
];

import { fileURLToPath } from 'node:url';

/**
 * The api package folder. This file sits directly in `src/`, and tsup bundles it into
 * `dist/server.js`: both are one level below the package, so '..' resolves to the same place
 * whether the code runs from source (tsx, vitest) or from the build.
 */
export const apiPackageDir = fileURLToPath(new URL('..', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../drizzle', import.meta.url));
export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/server.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // @hotel/shared is TypeScript source, and libphonenumber-js is only its dependency (not the
  // api's), so both are bundled. Migrations stay in ../drizzle, found via src/paths.ts.
  noExternal: [/^@hotel\/shared/, 'libphonenumber-js'],
});

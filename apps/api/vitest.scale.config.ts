import { defineConfig } from 'vitest/config';

/**
 * `pnpm test:scale`: three built API processes on one PostgreSQL database (see
 * src/scale/three-processes.scale.ts). Not part of `pnpm test:api`: it needs the server.
 */
export default defineConfig({
  test: {
    include: ['src/scale/**/*.scale.ts'],
    testTimeout: 180_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});

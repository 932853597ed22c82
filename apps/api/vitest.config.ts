import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Each file builds its own app on its own database and nothing is mocked, so files can
    // share a worker's module cache: that skips re-importing fastify, zod and drizzle per file
    // (about a third of the run on two cores).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

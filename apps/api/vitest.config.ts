import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Each file builds its own app on its own database and nothing is mocked, so files can
    // share a worker's module cache: that skips re-importing fastify, zod and drizzle per file
    // (about a third of the run on two cores).
    isolate: false,
    // Vitest runs on all cores but one by default: one worker on a 2-core machine. A worker is
    // one thread of PGlite and app work, the main process only collects results, so a worker
    // per core runs the files in about 0.6 of the time there.
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

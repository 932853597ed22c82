/**
 * Runs at most `concurrency` tasks at a time; later ones wait in line. When `maxWaiting` are
 * already waiting, `run` refuses at once with `onFull()`'s error instead of growing the line
 * (each waiting task may hold a large input in memory).
 */
export function createConcurrencyLimit(options: {
  concurrency: number;
  maxWaiting: number;
  onFull: () => Error;
}) {
  let running = 0;
  const waiting: (() => void)[] = [];

  function release() {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= options.concurrency) {
        if (waiting.length >= options.maxWaiting) throw options.onFull();
        // release() hands its slot over before resolving us, so `running` is already counted.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

export type ConcurrencyLimit = ReturnType<typeof createConcurrencyLimit>;

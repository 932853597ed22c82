import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadForNewChunks } from '@/lib/chunk-reload';

describe('chunk reload guard', () => {
  it('recognises a failed dynamic import', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    const reload = vi.fn();
    const start = 1_000_000;
    expect(reloadForNewChunks(reload, start)).toBe(true);
    expect(reloadForNewChunks(reload, start + 59_999)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForNewChunks(reload, start + 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

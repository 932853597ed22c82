import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('is the setting zod itself reads, so no eval probe meets the CSP', async () => {
    await import('./zod-without-eval');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});

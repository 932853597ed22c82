import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressController, type ProgressPhase } from '@/lib/progress-bar';

const timing = { throttleMs: 400, durationMs: 5000, hideDelayMs: 500 };

describe('progress bar', () => {
  let phases: ProgressPhase[];
  let controller: ReturnType<typeof createProgressController>;

  beforeEach(() => {
    vi.useFakeTimers();
    phases = [];
    controller = createProgressController((phase) => phases.push(phase), timing);
  });
  afterEach(() => vi.useRealTimers());

  it('shows nothing for a request that ends within the 400 ms throttle', () => {
    controller.start();
    vi.advanceTimersByTime(399);
    controller.finish();
    vi.advanceTimersByTime(2000);
    expect(phases).toEqual([]);
  });

  it('appears after 400 ms and hides 500 ms after the last request ends', () => {
    controller.start();
    vi.advanceTimersByTime(399);
    expect(phases).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(phases).toEqual(['running']);
    controller.start();
    controller.finish();
    expect(phases).toEqual(['running']);
    controller.finish();
    expect(phases).toEqual(['running', 'done']);
    vi.advanceTimersByTime(499);
    expect(phases.at(-1)).toBe('done');
    vi.advanceTimersByTime(1);
    expect(phases).toEqual(['running', 'done', 'hidden']);
  });

  it('turns red when a request fails, even a fast one', () => {
    controller.start();
    vi.advanceTimersByTime(100);
    controller.finish({ failed: true });
    expect(phases).toEqual(['failed']);
    vi.advanceTimersByTime(500);
    expect(phases).toEqual(['failed', 'hidden']);
  });
});

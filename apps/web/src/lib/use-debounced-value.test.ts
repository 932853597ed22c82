import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_PAUSE_MS, useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands on only the value typing paused at', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), {
      initialProps: { value: '' },
    });
    rerender({ value: 'H' });
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS - 1));
    rerender({ value: 'Hu' });
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS - 1));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('Hu');
  });
});

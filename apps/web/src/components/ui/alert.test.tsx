import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Alert } from '@/components/ui/alert';

describe('Alert', () => {
  afterEach(() => vi.restoreAllMocks());

  it('brings an error into view when it appears and when its message changes, not an info', () => {
    const scrolled: string[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
      this: HTMLElement,
    ) {
      scrolled.push(this.textContent ?? '');
    });
    const { rerender } = render(<Alert tone="info">Saved</Alert>);
    expect(scrolled).toEqual([]);
    rerender(<Alert tone="error">Changed in the meantime</Alert>);
    rerender(<Alert tone="error">Changed in the meantime</Alert>);
    expect(scrolled).toEqual(['Changed in the meantime']);
    rerender(<Alert tone="error">Room taken</Alert>);
    expect(scrolled).toEqual(['Changed in the meantime', 'Room taken']);
  });
});

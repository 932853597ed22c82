import { useEffect, useState } from 'react';

/** How long typing pauses before a search is sent: one request per word, not per letter. */
export const TYPING_PAUSE_MS = 300;

/** The value once it has stopped changing for `delayMs`; searches read this instead of keystrokes. */
export function useDebouncedValue<T>(value: T, delayMs = TYPING_PAUSE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

import { use } from 'react';
import { loadNamespaces, SHARED_MESSAGES } from '@/lib/i18n';

// The validation and error texts (`validation.*`) are not on the public page's first screen;
// the steps that show them load them with their own chunk.
let loading: Promise<void> | null = null;

/** Suspends until the shared messages are there (once per page view). */
export function useSharedMessages() {
  loading ??= loadNamespaces([SHARED_MESSAGES]).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  use(loading);
}

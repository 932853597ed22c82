import { use } from 'react';
import { currentLanguage, i18next, loadNamespaces, SHARED_MESSAGES } from '@/lib/i18n';

// The validation and error texts (`validation.*`) are not on the public page's first screen;
// the steps that show them load them with their own chunk.
let loading: Promise<void> | null = null;

/** Suspends until the shared messages are there in the interface language. */
export function useSharedMessages() {
  if (i18next.hasResourceBundle(currentLanguage(), 'validation')) return;
  loading ??= loadNamespaces([SHARED_MESSAGES]).finally(() => {
    loading = null;
  });
  use(loading);
}

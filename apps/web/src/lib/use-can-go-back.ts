import { useLocation } from 'react-router';

/**
 * Whether Back stays inside the app: the router numbers its history entries (`idx`), and the
 * first one (a page opened directly, or the page a sign-in replaced) has nowhere to go back to.
 */
export function useCanGoBack(): boolean {
  // Read on every navigation: the location changes whenever the history entry does.
  useLocation();
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

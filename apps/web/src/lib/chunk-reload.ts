import { CHUNK_RELOAD_GUARD_MS } from '@hotel/shared/constants';

const LAST_RELOAD_KEY = 'chunk-reload-at';

/** A route chunk of an older build is gone after a deploy; the browser reports it like this. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically/i.test(
    message,
  );
}

/**
 * Reloads the page to fetch the new build, at most once per CHUNK_RELOAD_GUARD_MS, so a chunk
 * that is really missing shows the error page instead of reloading forever.
 * Returns whether a reload was started.
 */
export function reloadForNewChunks(
  reload: () => void = () => window.location.reload(),
  now: number = Date.now(),
): boolean {
  let lastReloadAt = 0;
  try {
    lastReloadAt = Number(window.sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
    if (now - lastReloadAt < CHUNK_RELOAD_GUARD_MS) return false;
    window.sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
  } catch {
    // Without sessionStorage we cannot tell whether we already tried: do not risk a loop.
    return false;
  }
  reload();
  return true;
}

/** Vite fires this when a preload of a lazy chunk fails. */
export function installChunkReloadHandler() {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForNewChunks()) event.preventDefault();
  });
}

/**
 * The guest app's service worker (build/guest-app-service-worker.js) keeps the app shell for
 * offline use. Production builds only: the dev server serves modules, not the built files.
 */
export function registerGuestAppServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    // No worker (an old browser, private mode) only means no offline shell: the app still runs.
    navigator.serviceWorker
      .register('/guest_app/sw.js', { scope: '/guest_app/' })
      .catch(() => undefined);
  });
}

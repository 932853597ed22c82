/**
 * The router registers its navigate function here, so code outside React (the api client's
 * 401 handling, logout) can change the page without importing the router and creating a cycle.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => Promise<void> | void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function registerNavigate(navigate: Navigate) {
  navigateImpl = navigate;
}

/** Resolves once the new page's loaders have run and it is shown. */
export async function navigateTo(to: string, options?: { replace?: boolean }) {
  await navigateImpl(to, options);
}

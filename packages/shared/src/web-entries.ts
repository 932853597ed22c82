/**
 * The web app is built as three pages. The API (production) and the Vite dev server both answer a
 * page navigation with the HTML of the entry that owns its path; every other path is the staff
 * SPA's. Prefixes are whole path segments: `/public` and `/public/…`, never `/publication`.
 */
export const WEB_ENTRIES = [
  { name: 'public', pathPrefix: '/public', html: 'public.html' },
  { name: 'guest-app', pathPrefix: '/guest_app', html: 'guest-app.html' },
] as const;

export const STAFF_ENTRY_HTML = 'index.html';

export type WebEntryName = (typeof WEB_ENTRIES)[number]['name'] | 'staff';

function isUnder(pathname: string, prefix: string) {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Which entry renders a path (without query string). */
export function webEntryOf(pathname: string): WebEntryName {
  return WEB_ENTRIES.find((entry) => isUnder(pathname, entry.pathPrefix))?.name ?? 'staff';
}

/** The HTML file that starts the entry owning a path. */
export function webEntryHtml(pathname: string): string {
  return WEB_ENTRIES.find((entry) => isUnder(pathname, entry.pathPrefix))?.html ?? STAFF_ENTRY_HTML;
}

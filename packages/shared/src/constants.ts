/** Business constants of spec §9, shared so that server and client agree on them. */
export const MIN_PASSWORD_LENGTH = 6;
export const HOTEL_HEADER = 'hotel';

export const AUTH_COOKIE = 'token';
export const AUTH_TOKEN_TTL_SECONDS = 24 * 60 * 60;
export const GUEST_TOKEN_COOKIE = 'guest_token';
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_DAYS = 365;

export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const PROGRESS_BAR = { throttleMs: 400, durationMs: 5000, hideDelayMs: 500 } as const;
export const LANGUAGE_DROPDOWN_HIDE_DELAY_MS = 200;

export const LAYOUT = {
  sideMenuWidthPx: 240,
  headerHeightPx: 60,
  cardMaxWidthPx: 400,
  borderedMaxWidthPx: 1000,
} as const;

/** How long the links in emails stay valid. */
export const EMAIL_CONFIRMATION_TTL_HOURS = 72;
export const PASSWORD_RESET_TTL_HOURS = 2;

/**
 * Bounds of dates and stays, checked by the shared contracts (so the forms say the same) and
 * relied on by the server: a stay's nights are counted and priced one by one.
 * Dates outside these years are typing mistakes here (PostgreSQL refuses year 0 outright).
 */
export const FIRST_DATE_YEAR = 1900;
export const LAST_DATE_YEAR = 2199;
/**
 * The longest stay one booking holds; longer stays are split into consecutive bookings. Every
 * availability check, price and public booking call works on at most this many nights.
 */
export const MAX_STAY_NIGHTS = 365;
/** The longest period the booking calendar shows at once. */
export const MAX_CALENDAR_DAYS = 400;
/**
 * The largest amount one price or payment field takes, in minor units (1,000,000.00 EUR).
 * With MAX_STAY_NIGHTS and the persons a booking can hold, the largest reachable booking total
 * stays a safe JavaScript integer (see pricing.test.ts); the database stores money as bigint.
 */
export const MAX_MONEY_MINOR = 100_000_000;

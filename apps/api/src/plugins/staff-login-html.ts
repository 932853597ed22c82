import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LAYOUT } from '@hotel/shared/constants';
import { LANGUAGES, type Language } from '@hotel/shared/i18n/languages';
import { inlineStylesheets } from './public-page-html';
// The web app's own texts (bundled into the server by tsup), so both paints always say the same.
import appDe from '../../../web/src/locales/de/app.json';
import appEn from '../../../web/src/locales/en/app.json';
import authDe from '../../../web/src/locales/de/auth.json';
import authEn from '../../../web/src/locales/en/auth.json';

const TEXTS: Record<Language, { app: typeof appEn; auth: typeof authEn }> = {
  de: { app: appDe, auth: authDe },
  en: { app: appEn, auth: authEn },
};

/** The staff login's path; its sub-pages (registration, reset) keep the plain entry page. */
export const STAFF_LOGIN_PATH = '/login';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const INPUT =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm outline-none transition-colors placeholder:text-slate-400 focus:border-primary focus:ring-2 focus:ring-primary-muted';
const LINK =
  'rounded font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-primary';
const EYE_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-eye size-4" aria-hidden="true"><path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0"></path><circle cx="12" cy="12" r="3"></circle></svg>';
const LOGO =
  '<span class="inline-flex items-center gap-2 scale-125"><svg viewBox="0 0 64 64" aria-hidden="true" class="size-8 shrink-0"><rect width="64" height="64" rx="14" fill="#ffffff"></rect><path d="M16 48V20l8-4v12h16V16l8 4v28h-8V36H24v12z" fill="#1d4ed8"></path><circle cx="32" cy="14" r="3" fill="#fbbf24"></circle></svg><span class="text-lg font-bold tracking-tight text-white">Hotel <span class="text-amber-300">PMS</span></span></span>';

function field(id: string, label: string, input: string, after = '') {
  return (
    `<div class="flex flex-col"><div class="flex items-baseline"><label class="mb-1 block text-sm font-medium text-slate-700" for="${id}">${label}</label><span aria-hidden="true" class="ml-0.5 text-sm text-red-600">*</span></div>` +
    `<div class="relative">${input}${after}</div></div>`
  );
}

/**
 * The login screen as the browser can paint it before any script: the Empty layout (logo, card,
 * copyright) with the login page in it, in the markup and classes React renders (EmptyLayout,
 * AuthCardHeader, LoginPage, FormTextField, Button), so the swap changes nothing visible. `inert`:
 * nothing can be typed into it that React's form would then drop.
 */
export function staffLoginPaint(language: Language, year: number): string {
  const { app, auth } = TEXTS[language];
  const t = (text: string) => escapeHtml(text);
  const email = field(
    'server-login-email',
    t(auth.fields.email),
    `<input id="server-login-email" class="${INPUT}" type="email" name="email" autocomplete="username" aria-required="true" value="">`,
  );
  const password = field(
    'server-login-password',
    t(auth.fields.password),
    `<input id="server-login-password" class="${INPUT} pr-11" type="password" name="password" autocomplete="current-password" aria-required="true" value="">`,
    `<div class="absolute inset-y-0 right-1 flex items-center"><button type="button" class="flex size-8 cursor-pointer items-center justify-center rounded-md text-slate-500 outline-none">${EYE_ICON}<span class="sr-only">${t(app.common.showPassword)}</span></button></div>`,
  );
  const submit = `<button type="submit" class="inline-flex shrink-0 cursor-pointer items-center justify-center font-medium whitespace-nowrap transition-colors outline-none select-none h-11 px-5 text-base gap-2 rounded-lg bg-primary text-white shadow-sm w-full">${t(auth.login.submit)}</button>`;
  return (
    `<div inert class="flex min-h-screen flex-col bg-gradient-to-br from-blue-800 via-blue-700 to-blue-600">` +
    `<header class="flex justify-center px-4 pt-10 pb-6 sm:pt-16"><a class="rounded-lg outline-none" href="/login">${LOGO}</a></header>` +
    `<main class="flex flex-1 items-start justify-center px-4 pb-8"><div class="w-full rounded-2xl bg-white p-6 shadow-xl sm:p-8" style="max-width: ${LAYOUT.cardMaxWidthPx}px;"><div>` +
    `<div class="mb-6 text-center"><h1 class="text-2xl font-semibold tracking-tight text-slate-900">${t(auth.login.title)}</h1><p class="mt-1.5 text-sm text-slate-500">${t(auth.login.subtitle)}</p></div>` +
    `<form novalidate aria-label="${t(auth.login.title)}" class="flex flex-col gap-4">${email}${password}` +
    `<div class="-mt-1 flex justify-end text-sm"><a class="${LINK}" href="/login/reset">${t(auth.login.forgotPassword)}</a></div>${submit}</form>` +
    `<p class="mt-6 text-center text-sm text-slate-600">${t(auth.login.noAccount)} <a class="${LINK}" href="/login/registration">${t(auth.login.register)}</a></p>` +
    `</div></div></main>` +
    // The empty h-9 holds the language switcher's height, so the copyright sits where React puts it.
    `<footer class="flex flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm text-blue-50 sm:px-8"><span>${t(app.copyright.replace('{{year}}', String(year)))}</span><span class="h-9"></span></footer></div>`
  );
}

/** The entry's module script and its modulepreloads as Vite writes them into the head. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The drawn login's scripts start once the first frame is painted: that paint needs none of
 * them, so they must not compete with it, nor hold it back. (Lighthouse's simulated phone counts
 * every script that arrived before the largest paint as holding it back, which on a fast line
 * they did by chance: LCP 0.8 s or 2.5 s from run to run.) An inline script whose sha256 the
 * page's CSP names: as a file it would be one more round trip before the scripts start.
 * requestAnimationFrame runs before the next frame; the timeout inside it, after that frame.
 */
function afterPaintLoader(entry: string, preloads: string[]): string {
  const urls = JSON.stringify(preloads);
  return (
    'requestAnimationFrame(function(){setTimeout(function(){var head=document.head;' +
    `${urls}.forEach(function(href){var link=document.createElement("link");` +
    'link.rel="modulepreload";link.crossOrigin="";link.href=href;head.appendChild(link)});' +
    'var script=document.createElement("script");script.type="module";script.crossOrigin="";' +
    `script.src=${JSON.stringify(entry)};head.appendChild(script)})})`
  );
}

/** The drawn login: one page per language and the CSP that lets its loader run. */
export interface StaffLoginHtml {
  page(language: Language): string;
  /** The app's CSP (helmet's) with the loader's hash added to script-src. */
  csp(appCsp: string): string;
}

/**
 * The staff entry's HTML for /login per language, with the login screen already in #root
 * (data-server-paint): a phone on a slow line sees the form before the app's scripts arrive;
 * the staff entry mounts React over it once its first route is ready. Computed once per
 * language at start-up (the year as of then: it only shows in the footer).
 */
export function createStaffLoginHtml(webDist: string): StaffLoginHtml {
  // The stylesheet inline too: linked, it is one more round trip before the first paint.
  let template = inlineStylesheets(readFileSync(path.join(webDist, 'index.html'), 'utf8'), webDist);
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const loader = entry ? afterPaintLoader(entry, preloads) : null;
  if (loader) {
    template = template
      .replace(ENTRY_SCRIPT, '')
      .replace(MODULE_PRELOAD, '')
      .replace('</body>', () => `<script>${loader}</script>\n  </body>`);
  }
  const loaderHash = loader
    ? `'sha256-${createHash('sha256').update(loader).digest('base64')}'`
    : null;
  const year = new Date().getFullYear();
  const pages = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      template
        .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
        .replace(
          /<title>[^<]*<\/title>/,
          `<title>${escapeHtml(`${TEXTS[language].auth.login.title} · ${TEXTS[language].app.brand}`)}</title>`,
        )
        .replace(
          '<div id="root"></div>',
          `<div id="root" data-server-paint>${staffLoginPaint(language, year)}</div>`,
        ),
    ]),
  ) as Record<Language, string>;
  return {
    page: (language) => pages[language],
    csp: (appCsp) =>
      loaderHash ? appCsp.replace(/script-src 'self'/, `script-src 'self' ${loaderHash}`) : appCsp,
  };
}

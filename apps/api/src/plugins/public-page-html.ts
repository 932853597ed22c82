import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PublicHotel } from '@hotel/shared/contracts/public-hotel';
import type { Language } from '@hotel/shared/i18n/messages';

/** The id of the JSON block the public entry reads its hotel from (apps/web entries/public). */
export const PUBLIC_HOTEL_DATA_ID = 'public-hotel-data';

const TITLES: Record<Language, string> = { de: 'Online buchen', en: 'Book online' };

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * Lazy modules the page's first screen always waits for (keep in step with
 * scripts/check-bundle-size.mjs): announced as modulepreload, they load next to the entry
 * instead of after it.
 */
const FIRST_SCREEN_MODULES = (language: Language) => [
  'src/features/public-page/pages/public-hotel-page.tsx',
  `src/locales/${language}/app.json`,
  `src/locales/${language}/publicPage.json`,
];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON inside <script>: `<` escaped so no text of the hotel can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The stylesheet in the page itself: on a phone's slow line it would be one more round trip
 * before anything can paint (the page is rendered per request anyway, never cached as a file).
 * A file that cannot be read stays a link.
 *
 * The link stays too, `disabled`: a disabled stylesheet link is neither fetched nor applied, but
 * Vite's loader of lazy chunks finds it (it looks for `link[rel=stylesheet]` by href) and knows
 * the stylesheet is there. Without it, the first lazy chunk fetched the same stylesheet and
 * applied it a second time: one more download and a style pass over the whole page.
 */
export function inlineStylesheets(template: string, webDist: string): string {
  return template.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (link, file: string) => {
      try {
        const css = readFileSync(path.join(webDist, file), 'utf8');
        const marker = link.replace(/\s*\/?>$/, ' disabled>');
        return `${marker}<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
      } catch {
        return link;
      }
    },
  );
}

function readManifest(webDist: string): Record<string, ManifestChunk> {
  try {
    return JSON.parse(readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
  } catch {
    return {};
  }
}

/** The upload's variants next to a slider image's `large` URL (apps/web image-variants.ts). */
const VARIANT_WIDTHS = { thumb: 320, medium: 960, large: 1920 } as const;
const SLIDER_SIZES = '(min-width: 1024px) 992px, calc(100vw - 2rem)';

function firstSlide(path: string) {
  if (!/-large\.webp$/.test(path)) return { src: path, srcset: '' };
  const variant = (name: string) => path.replace(/-large\.webp$/, `-${name}.webp`);
  const srcset = Object.entries(VARIANT_WIDTHS)
    .map(([name, width]) => `${variant(name)} ${width}w`)
    .join(', ');
  return { src: variant('medium'), srcset };
}

/**
 * The first screen's top as the browser can paint it before any script: the layout's header,
 * the first slider image and the description, in the same markup and classes the React page
 * renders (PublicGuestLayout, HotelSlider, HotelIntro), so the swap to React changes nothing
 * visible. It is the page's largest paint on a phone; the script takes over when it is ready.
 */
function serverPaint(hotel: PublicHotel): string | null {
  const { disabled, hotel_slider: slider, hotel_description: description } = hotel.public_page;
  if (disabled || (!slider[0] && !description)) return null;
  const image = slider[0] && firstSlide(slider[0].path);
  const slide = image
    ? `<section class="relative overflow-hidden rounded-2xl bg-slate-200"><div class="relative aspect-video lg:aspect-[21/9]"><img src="${escapeHtml(image.src)}"${image.srcset ? ` srcset="${escapeHtml(image.srcset)}" sizes="${SLIDER_SIZES}"` : ''} width="1920" height="1080" alt="${escapeHtml(hotel.name)}" fetchpriority="high" class="absolute inset-0 size-full object-cover"></div></section>`
    : '';
  const text = description
    ? `<p class="text-base leading-relaxed whitespace-pre-line text-slate-700">${escapeHtml(description)}</p>`
    : '';
  return (
    `<div class="flex min-h-screen flex-col bg-slate-50"><header class="border-b border-slate-200 bg-white"><div class="mx-auto flex h-16 w-full max-w-5xl items-center gap-3 px-4"><span aria-hidden="true" class="h-8 w-1.5 rounded-full bg-primary"></span><h1 class="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900">${escapeHtml(hotel.name)}</h1></div></header>` +
    `<main class="mx-auto w-full max-w-5xl flex-1 px-4 py-8"><div><div class="flex flex-col gap-6"><div class="flex flex-col gap-4">${slide}${text}</div></div></div></main></div>`
  );
}

/**
 * The public entry's HTML for /public/{hotel}, with the hotel already in it: its name as the
 * title, its colour as the primary colour before any script runs, a description for search and
 * link previews, the hotel's public data (saving the page a round trip before its first paint) and
 * preloads of the first screen's modules. A visitor on a phone sees the hotel one request sooner.
 */
export function createPublicPageHtml(webDist: string) {
  const template = inlineStylesheets(
    readFileSync(path.join(webDist, 'public.html'), 'utf8'),
    webDist,
  );
  const manifest = readManifest(webDist);
  const inTemplate = (file: string) => template.includes(`/${file}"`);

  function modulePreloads(language: Language): string[] {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    FIRST_SCREEN_MODULES(language).forEach(visit);
    return [...files]
      .filter((file) => file.endsWith('.js') && !inTemplate(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  }

  return function render(hotel: PublicHotel, language: Language): string {
    const [r, g, b] = [1, 3, 5].map((start) =>
      Number.parseInt(hotel.theme_color.slice(start, start + 2), 16),
    );
    const description = hotel.public_page.hotel_description.replace(/\s+/g, ' ').trim();
    const head = [
      description && `<meta name="description" content="${escapeHtml(description.slice(0, 160))}">`,
      `<style>:root{--primary-r:${r};--primary-g:${g};--primary-b:${b};--primary-rgb:${r} ${g} ${b}}</style>`,
      ...modulePreloads(language),
      `<script id="${PUBLIC_HOTEL_DATA_ID}" type="application/json">${scriptJson(hotel)}</script>`,
    ].filter(Boolean);
    const paint = serverPaint(hotel);
    const slide = hotel.public_page.disabled ? undefined : hotel.public_page.hotel_slider[0];
    const image = slide && firstSlide(slide.path);
    // First in the head: the photo is asked for before the scripts and the stylesheet.
    const preload = image
      ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image.src)}"${image.srcset ? ` imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${SLIDER_SIZES}"` : ''}>`
      : '';
    return template
      .replace('<head>', `<head>\n    ${preload}`)
      .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
      .replace(
        '<div id="root"></div>',
        paint ? `<div id="root" data-server-paint>${paint}</div>` : '<div id="root"></div>',
      )
      .replace(
        /<title>[^<]*<\/title>/,
        `<title>${escapeHtml(`${hotel.name} – ${TITLES[language]}`)}</title>`,
      )
      .replace(
        /<meta name="theme-color" content="[^"]*"/,
        `<meta name="theme-color" content="${escapeHtml(hotel.theme_color)}"`,
      )
      .replace('</head>', `${head.join('\n    ')}\n  </head>`);
  };
}

/**
 * The public page's Content Security Policy: like every page's, except that any website may
 * embed it (the hotel's own site shows it in an iframe: the embed snippet) and, while reCAPTCHA
 * is on, Google's captcha script and frame may load.
 */
export function publicPageCsp(recaptcha: boolean): string {
  const google = recaptcha
    ? ' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/'
    : '';
  return [
    "default-src 'self'",
    `script-src 'self'${google}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${recaptcha ? ' https://www.google.com/recaptcha/' : ''}`,
    `frame-src 'self'${recaptcha ? ' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/' : ''}`,
    "object-src 'none'",
    'frame-ancestors *',
    "base-uri 'self'",
    "form-action 'self'",
  ].join(';');
}

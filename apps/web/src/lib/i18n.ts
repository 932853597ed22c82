import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '@hotel/shared/constants';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  isLanguage,
  messageCatalogues,
  type Language,
} from '@hotel/shared/i18n/messages';
import { DAY_SECONDS, readCookie, writeCookie } from '@/lib/cookies';

type Catalogue = Record<string, unknown>;

// One JSON file per feature and language: locales/<language>/<feature>.json → namespace <feature>.
const featureFiles = import.meta.glob<Catalogue>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function buildResources() {
  const resources: Record<string, Record<string, Catalogue>> = {};
  for (const language of LANGUAGES) {
    // The shared catalogue is the single source of the API's and the forms' messages.
    resources[language] = { ...messageCatalogues[language] };
  }
  for (const [path, catalogue] of Object.entries(featureFiles)) {
    const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, string, string];
    resources[language] ??= {};
    resources[language][namespace] = catalogue;
  }
  return resources;
}

const resources = buildResources();
export const NAMESPACES = Object.keys(resources[FALLBACK_LANGUAGE] ?? {});

export function detectLanguage(): Language {
  const stored = readCookie(LOCALE_COOKIE);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

void i18next.use(initReactI18next).init({
  resources,
  lng: detectLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: NAMESPACES,
  defaultNS: 'app',
  // Keys read `<feature>.<screen>.<item>`: the first segment is the namespace (the feature file),
  // so `validation.required` from a zod issue resolves in the shared catalogue as it is.
  nsSeparator: '.',
  keySeparator: '.',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

function applyDocumentLanguage(language: string) {
  document.documentElement.lang = language;
}

applyDocumentLanguage(i18next.language);
i18next.on('languageChanged', applyDocumentLanguage);

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/**
 * The Intl locale of each interface language. English is British, like the date fields:
 * 21/11/2026 and "21 Nov 2026", not the US order that a bare 'en' gives.
 */
export const INTL_LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };

/** The Intl locale of a language as i18next names it, the interface language by default. */
export function intlLocale(language: string = currentLanguage()): string {
  return INTL_LOCALES[isLanguage(language) ? language : DEFAULT_LANGUAGE];
}

export async function changeLanguage(language: Language) {
  writeCookie(LOCALE_COOKIE, language, LOCALE_COOKIE_DAYS * DAY_SECONDS);
  await i18next.changeLanguage(language);
}

export { i18next };

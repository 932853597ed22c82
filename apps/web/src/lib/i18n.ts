import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '@hotel/shared/constants';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  isLanguage,
  type Language,
} from '@hotel/shared/i18n/languages';
import type { MessageCatalogue } from '@hotel/shared/i18n/messages';
import { DAY_SECONDS, readCookie, writeCookie } from '@/lib/cookies';

/** One feature's texts of one language (a locales JSON file). */
export type Catalogue = Record<string, unknown>;

/** What an entry's `import.meta.glob` of locale files gives (path → loader of its default). */
export type FeatureFiles = Record<string, () => Promise<Catalogue>>;

// One JSON file per feature and language: locales/<language>/<feature>.json → namespace <feature>,
// loaded on demand. Each entry registers only the files its pages use (its own glob), so the
// public page's first screen does not carry a loader for every staff namespace.
const featureFiles = new Map<string, () => Promise<Catalogue>>();

export function registerFeatureFiles(files: FeatureFiles): void {
  for (const [path, load] of Object.entries(files)) {
    const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (match) featureFiles.set(`${match[1]}/${match[2]}`, load);
  }
}

/** The feature namespaces registered (tests register and load them all). */
export function registeredNamespaces(): string[] {
  return [...new Set([...featureFiles.keys()].map((key) => key.split('/')[1]!))];
}

/** The namespace of a key: its first segment (`bookings.list.title` → `bookings`). */
export function namespaceOf(key: string): string {
  return key.split('.', 1)[0] ?? key;
}

/**
 * The shared catalogue (API and form messages: `validation`, `errors`, …) as one namespace to
 * declare: a public page's first screen shows none of it, so it loads only where a route asks. The
 * staff app's root route declares it (app/router.tsx).
 */
export const SHARED_MESSAGES = 'shared';

const sharedCatalogues: Record<Language, () => Promise<MessageCatalogue>> = {
  de: async () => (await import('@hotel/shared/i18n/messages-de')).messagesDe,
  en: async () => (await import('@hotel/shared/i18n/messages-en')).messagesEn,
};

export function detectLanguage(): Language {
  const stored = readCookie(LOCALE_COOKIE);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

void i18next.use(initReactI18next).init({
  // Every text is added later: feature namespaces per route, the shared catalogue as declared.
  resources: {},
  lng: detectLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [],
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

const loads = new Map<string, Promise<void>>();
/** Namespaces some route asked for: a language switch loads them all before it switches. */
const wantedNamespaces = new Set<string>();
/** The language being switched to, ahead of i18next.language while its namespaces load. */
let targetLanguage: Language | null = null;

function addSharedCatalogue(language: Language, catalogue: MessageCatalogue) {
  for (const [namespace, texts] of Object.entries(catalogue)) {
    i18next.addResourceBundle(language, namespace, texts, true, true);
  }
}

function loadNamespace(language: Language, namespace: string): Promise<void> {
  const key = `${language}/${namespace}`;
  const pending = loads.get(key);
  if (pending) return pending;
  const loading =
    namespace === SHARED_MESSAGES
      ? sharedCatalogues[language]().then((catalogue) => addSharedCatalogue(language, catalogue))
      : loadFeatureNamespace(language, namespace);
  // A failed download (offline, new deploy) may be retried by the next navigation.
  loading.catch(() => loads.delete(key));
  loads.set(key, loading);
  return loading;
}

async function loadFeatureNamespace(language: Language, namespace: string) {
  const load = featureFiles.get(`${language}/${namespace}`);
  if (!load) throw new Error(`Unknown translation namespace "${namespace}"`);
  i18next.addResourceBundle(language, namespace, await load(), true, true);
}

/** The shown language, and the one being switched to while its texts load. */
function languagesInUse(): Language[] {
  const shown = currentLanguage();
  return targetLanguage && targetLanguage !== shown ? [shown, targetLanguage] : [shown];
}

/**
 * Loads feature namespaces in the interface language; routes await it in their loader, so a page
 * never renders before its texts are there.
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  for (const namespace of namespaces) wantedNamespaces.add(namespace);
  await Promise.all(
    languagesInUse().flatMap((language) =>
      namespaces.map((namespace) => loadNamespace(language, namespace)),
    ),
  );
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

/** Loads the new language's texts of every namespace in use first: no flash of bare keys. */
export async function changeLanguage(language: Language) {
  targetLanguage = language;
  try {
    let loadedCount: number;
    // A page opened meanwhile may add namespaces; they must be there before the switch too.
    do {
      loadedCount = wantedNamespaces.size;
      await Promise.all(
        [...wantedNamespaces].map((namespace) => loadNamespace(language, namespace)),
      );
    } while (loadedCount !== wantedNamespaces.size);
    writeCookie(LOCALE_COOKIE, language, LOCALE_COOKIE_DAYS * DAY_SECONDS);
    await i18next.changeLanguage(language);
  } finally {
    if (targetLanguage === language) targetLanguage = null;
  }
}

export { i18next };

import { describe, expect, it } from 'vitest';
import { messageCatalogues } from '@hotel/shared/i18n/messages';

type Catalogue = Record<string, unknown>;

const catalogues = import.meta.glob<Catalogue>('./*/*.json', { eager: true, import: 'default' });

/** Feature file name → catalogue, for one language folder. */
function filesOf(language: string): Map<string, Catalogue> {
  const files = new Map<string, Catalogue>();
  for (const [path, catalogue] of Object.entries(catalogues)) {
    const match = /^\.\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (match?.[1] === language) files.set(match[2]!, catalogue);
  }
  return files;
}

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

const german = filesOf('de');
const english = filesOf('en');

describe('translations', () => {
  it('have the same feature files in German and English', () => {
    expect(german.size).toBeGreaterThan(0);
    expect([...english.keys()].sort()).toEqual([...german.keys()].sort());
  });

  it.each([...german.keys()])(
    '%s has every German key in English and the other way round',
    (file) => {
      expect(keys(english.get(file)).sort()).toEqual(keys(german.get(file)).sort());
    },
  );
});

/** Every visible text of one language: the web catalogues and the shared (API) messages. */
function textsOf(language: 'de' | 'en'): { key: string; text: string }[] {
  const web = [...filesOf(language)].map(([file, catalogue]) => ({ [file]: catalogue }));
  return [...web, messageCatalogues[language]].flatMap((catalogue) =>
    keys(catalogue).map((key) => ({ key, text: String(valueAt(catalogue, key)) })),
  );
}

function valueAt(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
}

// docs/glossary.md: one word per concept, and no developer wording in front of a hotelier.
const bannedWords = {
  de: [
    /Zimmerkategorie/i,
    /Eigentümer/i,
    /Gleich fertig/i,
    /Simulator/i,
    /\blokale[nrs]?\b/i,
    /Gesperrter Zeitraum/i,
    /Blockierung/i,
  ],
  en: [/\bnotices?\b/i, /\bfinish now\b/i, /simulator/i, /\blocal\b/i],
} as const;

describe('glossary', () => {
  it.each(['de', 'en'] as const)('%s texts use only the glossary words', (language) => {
    const offending = textsOf(language).filter(({ text }) =>
      bannedWords[language].some((word) => word.test(text)),
    );
    expect(offending).toEqual([]);
  });
});
